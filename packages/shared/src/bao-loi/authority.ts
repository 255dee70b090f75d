import { allOf } from '../auth';
import { routeAuthority } from '../routes';

const screen = routeAuthority('/systems/reportBug');

/** Who may use the bug-report API: staff report on `systems/reportBug`; Admin works through every report there. */
export const baoLoiAuthority = {
  /** Report a bug and follow one's own reports. Which report one may see is the policy's business. */
  read: screen,
  write: screen,
  /** Move a report through its statuses: the administrator. */
  xuLy: allOf(screen, { role: ['Admin'] }),
};
