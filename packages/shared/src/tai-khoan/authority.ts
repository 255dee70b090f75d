/** Who may manage sign-in accounts: the whole chain of `/quanly/taiKhoan` (Admin and QuanLy.TaiKhoan). */
import { routeAuthority } from '../routes';

export const taiKhoanAuthority = {
  quanLy: routeAuthority('/quanly/taiKhoan'),
};
