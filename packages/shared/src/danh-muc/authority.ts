/** Who may read and change master data (programmes, grades, subjects, schools, buildings, floors, rooms). */
import { routeAuthority } from '../routes';

export const danhMucAuthority = {
  /** School structure every signed-in user may see (pickers of every module). */
  read: '*' as const,
  /** Each resource is changed on its administrator's screen. */
  heHoc: routeAuthority('/quanly/hehoc'),
  khoi: routeAuthority('/quanly/khoi'),
  khoiHeHoc: routeAuthority('/quanly/khoiHeHoc'),
  monHoc: routeAuthority('/quanly/monhoc'),
  truongHoc: routeAuthority('/quanly/truongHoc'),
  toaNha: routeAuthority('/quanly/toanha'),
  tangToaNha: routeAuthority('/quanly/tangToaNha'),
  loaiPhong: routeAuthority('/quanly/loaiphong'),
  phong: routeAuthority('/quanly/phong'),
};
