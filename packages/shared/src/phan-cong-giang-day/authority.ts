import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the PhanCongGiangDay API: the timetable office of `quanlythoikhoabieu/phanconggiangday`, for reading
 * and writing alike (the assignments of a school year are school-wide, not per caller).
 */
export const phanCongGiangDayAuthority = {
  read: routeAuthority('/quanlythoikhoabieu/phanconggiangday'),
  write: routeAuthority('/quanlythoikhoabieu/phanconggiangday'),
} as const satisfies Record<'read' | 'write', Authority>;
