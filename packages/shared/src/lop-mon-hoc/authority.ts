/** Who may read subject classes: the administrator (student moves) or the timetable office (`/quanlythoikhoabieu`). */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

export const lopMonHocAuthority = {
  read: anyOf(routeAuthority('/quanly'), routeAuthority('/quanlythoikhoabieu')),
  /** Creating, editing and splitting subject classes and changing their students: the subject-class screens. */
  write: anyOf(routeAuthority('/quanlythoikhoabieu/lopmonhocvn'), routeAuthority('/quanlythoikhoabieu/lopmonhoccam')),
};
