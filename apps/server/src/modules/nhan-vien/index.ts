// Staff records (NhanVien): the generic CRUD of staff, for Admin and HR.
export {
  findStaffByIds,
  findStaffInDepartment,
  findWorkingStaffByIds,
  listStaffOfDepartment,
  listTeachingStaff,
  mapStaffCodes,
  setDepartmentOf,
} from './nhan-vien.repository';
export { nhanVienRoutes } from './nhan-vien.routes';
