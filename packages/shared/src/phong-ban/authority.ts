/** Who may use the departments API, derived from the screens of the route table that show departments. */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

const quanLy = routeAuthority('/quanly/phongban');
const nhanSu = routeAuthority('/quanlynhansu/phongban');

export const phongBanAuthority = {
  /**
   * Departments and their members (staff e-mails and phones): the staff directory's readers (its department filter)
   * and the two department screens — never students.
   */
  read: anyOf(routeAuthority('/danhba'), quanLy, nhanSu),
  /** Create, rename, delete, move members: the administrator's and HR's department screens. */
  write: anyOf(quanLy, nhanSu),
};
