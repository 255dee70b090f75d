/** Who may read and change homeroom classes. */
import { routeAuthority } from '../routes';

export const lopQuanLyAuthority = {
  /** Class names, grade, room and homeroom teacher's name: school structure every signed-in user may see. */
  read: '*' as const,
  /** Changes and the class's student list: the administrator's `/quanly/LopQuanLy` screen. */
  quanLy: routeAuthority('/quanly/LopQuanLy'),
  /** A student's own homeroom class (`hocsinh/lopquanly`): teacher and classmates' names and photos only. */
  cuaEm: routeAuthority('/hocsinh/lopquanly'),
};
