import { type Authority, anyOf } from '../auth';
import { routeAuthority } from '../routes';

const teacher = routeAuthority('/chuyenmon/bienbandugio');
const hr = routeAuthority('/quanlynhansu/bienbandugio');

/**
 * Who may call the BienBanDuGio API: teachers on `chuyenmon/bienbandugio` (observations of and by them; a department
 * head schedules them for the department), HR on `quanlynhansu/bienbandugio` (every observation, statistics, lock).
 * Which observation a caller sees is the server policy's business (`bien-ban-du-gio.policy.ts`).
 */
export const bienBanDuGioAuthority = {
  teacher,
  hr,
  /** One observation, scheduling and locking: either screen. */
  either: anyOf(teacher, hr),
  /** The rubric, kept by HR on `quanlynhansu/caidatchuyenmon`. */
  settings: routeAuthority('/quanlynhansu/caidatchuyenmon'),
} as const satisfies Record<string, Authority>;
