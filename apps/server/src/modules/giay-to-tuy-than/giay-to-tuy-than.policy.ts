import { EXPIRY_ALERT_DAYS, giayToAuthority, passesAuthority } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

/** Whose documents a caller sees: HR every one, anyone else their own (none without a staff record). */
export type GiayToScope = { kind: 'all' } | { kind: 'own'; nhanVienId: number } | null;

export function scopeOf(user: Pick<SessionUser, 'roles' | 'permissions' | 'nhanVienId'>, asHr: boolean): GiayToScope {
  if (asHr && passesAuthority(giayToAuthority.nhanSu, user)) return { kind: 'all' };
  return user.nhanVienId === null ? null : { kind: 'own', nhanVienId: user.nhanVienId };
}

/** Whole days from `today` to `day` (both `yyyy-mm-dd`); negative once past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The alert a document is due today, if any: 30 days or fewer left → the 30-day alert; 31–60 → the 60-day one. An
 * expired document gets no alert (HR sees it at the top of the list); one already sent is not sent again.
 */
export function dueAlert(daysLeft: number, sent: ReadonlySet<number>): number | null {
  if (daysLeft < 0) return null;
  const [far, near] = EXPIRY_ALERT_DAYS;
  if (daysLeft <= near) return sent.has(near) ? null : near;
  if (daysLeft <= far) return sent.has(far) ? null : far;
  return null;
}
