/** Who may read subject classes: the administrator (student moves) or the timetable office (`/quanlythoikhoabieu`). */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

export const lopMonHocAuthority = {
  read: anyOf(routeAuthority('/quanly'), routeAuthority('/quanlythoikhoabieu')),
  /** Creating, editing and splitting subject classes and changing their students: the subject-class screens. */
  write: anyOf(routeAuthority('/quanlythoikhoabieu/lopmonhocvn'), routeAuthority('/quanlythoikhoabieu/lopmonhoccam')),
  /** A teacher's own classes this year. */
  cuaToi: routeAuthority('/chuyenmon/lophoccuatoi'),
  /** A student's own subject classes this year. */
  cuaEm: anyOf(routeAuthority('/hocsinh/lopmonhoc'), routeAuthority('/hocsinh/lopmonhoc/:id/thongtinlophoc')),
};
