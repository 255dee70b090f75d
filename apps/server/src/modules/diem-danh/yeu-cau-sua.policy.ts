import { diemDanhAuthority, passesAuthority } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

/**
 * Whose punch corrections a caller sees: HR (and the administrator) every request, a staff member their own, an
 * account without a staff record none (`null`).
 */
export type YeuCauSuaScope = { kind: 'all' } | { kind: 'own'; nhanVienId: number } | null;

export function scopeOf(
  user: Pick<SessionUser, 'roles' | 'permissions' | 'nhanVienId'>,
  asHr: boolean,
): YeuCauSuaScope {
  if (asHr && passesAuthority(diemDanhAuthority.chamCong, user)) return { kind: 'all' };
  return user.nhanVienId === null ? null : { kind: 'own', nhanVienId: user.nhanVienId };
}

/** A punch may be asked for today or an earlier day, never a day still to come. */
export function mayAskFor(ngay: string, today: string): boolean {
  return ngay <= today;
}
