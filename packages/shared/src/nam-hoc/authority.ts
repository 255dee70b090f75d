/** Who may read and change academic years. */
import { routeAuthority } from '../routes';

export const namHocAuthority = {
  /** Every signed-in user: the header's year picker needs the list. */
  read: '*' as const,
  write: routeAuthority('/quanly/namhoc'),
};
