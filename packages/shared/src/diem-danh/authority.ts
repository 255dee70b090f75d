/** Who may use the attendance and time-clock API, derived from the screens of the route table that use it. */
import { anyOf } from '../auth';
import { routeAuthority } from '../routes';

const quanLy = routeAuthority('/quanly/thongKeTrangThaiDiemDanh');
const baoCao = routeAuthority('/baoCao/thongKeTrangThaiDiemDanh');

export const diemDanhAuthority = {
  /** Statistics, their export and the attendance list: the administrator's and the report screen (each whole chain). */
  thongKe: anyOf(quanLy, baoCao),
  /** Recording and importing attendance: the administrator's screen only. */
  ghi: quanLy,
  /** Everyone's time-clock punches (list, import): the administrator or HR. */
  chamCong: anyOf(routeAuthority('/quanly'), routeAuthority('/quanlynhansu')),
  /** One's own punches: the staff screen `hoSoCuaToi/lichSuDiemDanhMay`. */
  chamCongCuaToi: routeAuthority('/hoSoCuaToi/lichSuDiemDanhMay'),
};
