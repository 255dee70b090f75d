// Staff records (NhanVien): the generic CRUD routes of the resource, for Admin and HR.
import { crudRoutes } from '../../lib/crud-resource';
import { nhanVienResource } from './nhan-vien.resource';

export const nhanVienRoutes = crudRoutes(nhanVienResource);
