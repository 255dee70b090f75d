// Staff records (NhanVien): the generic CRUD of staff, for Admin and HR.
export {
  findStaffByIds,
  findStaffInDepartment,
  listStaffOfDepartment,
  mapStaffCodes,
  setDepartmentOf,
} from './nhan-vien.repository';
export { nhanVienRoutes } from './nhan-vien.routes';
