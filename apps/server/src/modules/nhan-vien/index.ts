// Staff records (NhanVien): the generic CRUD of staff, for Admin and HR.
export {
  findStaffAvatar,
  findStaffByIds,
  findStaffInDepartment,
  findWorkingStaffByIds,
  listStaffOfDepartment,
  listTeachingStaff,
  mapStaffCodes,
  moveIntoDepartment,
  setDepartmentOf,
  setLeaveEntitlement,
  setStaffAvatar,
} from './nhan-vien.repository';
export { nhanVienRoutes } from './nhan-vien.routes';
