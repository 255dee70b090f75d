/** Who may manage students (records, imports, class and school transfers): the `/quanly` student screens. */
import { routeAuthority } from '../routes';

export const hocSinhAuthority = {
  quanLy: routeAuthority('/quanly/hocsinh'),
};
