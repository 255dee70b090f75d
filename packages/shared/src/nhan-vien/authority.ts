/** Who may manage staff records: the administrator's screens or HR's (`/quanly` or `/quanlynhansu`). */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

export const nhanVienAuthority = {
  quanLy: anyOf(routeAuthority('/quanly'), routeAuthority('/quanlynhansu')),
};
