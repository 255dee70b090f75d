/** Who may read subject classes: the administrator (student moves) or the timetable office (`/quanlythoikhoabieu`). */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

export const lopMonHocAuthority = {
  read: anyOf(routeAuthority('/quanly'), routeAuthority('/quanlythoikhoabieu')),
};
