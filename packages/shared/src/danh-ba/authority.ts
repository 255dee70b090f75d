/** Who may read the contacts directory: the callers of the `/danhba` screens of the route table. */
import { routeAuthority } from '../routes';

export const danhBaAuthority = {
  read: routeAuthority('/danhba'),
};
