// Staff records (NhanVien): the generic CRUD of staff, for Admin and HR.
export { nhanVienRoutes } from './nhan-vien.routes';
