// Accounts (TaiKhoan): sign-in accounts, their roles and permissions, locking and password resets.
export { findAccountOfStudent, findAccountOwner, findAccountsOfStaff } from './tai-khoan.repository';
export { taiKhoanRoutes } from './tai-khoan.routes';
