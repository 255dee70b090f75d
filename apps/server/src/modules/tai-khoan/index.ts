// Accounts (TaiKhoan): sign-in accounts, their roles and permissions, locking and password resets.
export { taiKhoanRoutes } from './tai-khoan.routes';
