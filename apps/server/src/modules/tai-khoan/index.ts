// Accounts (TaiKhoan): sign-in accounts, their roles and permissions, locking and password resets.
export {
  findAccountOfStudent,
  findAccountOwner,
  findAccountsOfStaff,
  listStaffAccountsWithRole,
} from './tai-khoan.repository';
export { taiKhoanRoutes } from './tai-khoan.routes';
