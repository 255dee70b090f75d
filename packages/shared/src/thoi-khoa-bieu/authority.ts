/** Who may call the timetable API: the manager's screen, and each person's own week. */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

const giaoVien = routeAuthority('/chuyenmon/thoikhoabieucuatoi');
const hocSinh = routeAuthority('/hocsinh/thoiKhoaBieu');

export const thoiKhoaBieuAuthority = {
  /** Settings, versions, grids, moves, generation, publishing: `quanlythoikhoabieu/phancongthoikhoabieu`. */
  quanLy: routeAuthority('/quanlythoikhoabieu/phancongthoikhoabieu'),
  /** Substitutions, cancellations and room changes of one date: `quanlythoikhoabieu/phancongdaythay`. */
  dayThay: routeAuthority('/quanlythoikhoabieu/phancongdaythay'),
  /** My week and my calendar feed: a teacher or a student, each only their own. */
  cuaToi: anyOf(giaoVien, hocSinh),
};
