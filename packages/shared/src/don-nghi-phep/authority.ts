/** Who may use the leave API: everything happens on the one screen `yeucaudexuat/donnghiphep`, by role inside it. */
import { allOf } from '../auth';
import { routeAuthority } from '../routes';

const screen = routeAuthority('/yeucaudexuat/donnghiphep');

export const donNghiPhepAuthority = {
  /** Filing and reading requests, deciding as approver: the screen. Which request one may see is the policy's. */
  nhanVien: screen,
  /** HR's part of the screen: every request, the export, who is away, each person's entitlement. */
  nhanSu: allOf(screen, ['QuanLyNhanSu']),
  /** Leave types (master data) on the same screen: the administrator. */
  loaiNghiPhep: allOf(screen, { role: ['Admin'] }),
};
