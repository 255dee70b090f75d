import { crudRoutes } from '../../lib/crud-resource';
import { nhanVienResource } from './nhan-vien.resource';

export const nhanVienRoutes = crudRoutes(nhanVienResource);
