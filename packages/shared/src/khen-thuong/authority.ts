import { allOf } from '../auth';
import { routeAuthority } from '../routes';

const screen = routeAuthority('/hplawards/board');

/** The awards board: everyone signed in reads it; the administrator posts, edits and hides entries. */
export const khenThuongAuthority = {
  read: screen,
  write: allOf(screen, { role: ['Admin'] }),
};
