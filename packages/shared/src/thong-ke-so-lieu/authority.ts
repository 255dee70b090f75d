import { routeAuthority } from '../routes';

/** My year in figures: the staff screen `hoSoCuaToi/thongKeSoLieu`; one only ever reads one's own. */
export const thongKeSoLieuAuthority = {
  read: routeAuthority('/hoSoCuaToi/thongKeSoLieu'),
};
