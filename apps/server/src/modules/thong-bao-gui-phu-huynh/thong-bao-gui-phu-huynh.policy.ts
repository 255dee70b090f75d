import type { SessionUser } from '../../lib/session-user';

/** Which ThongBaoGuiPhuHuynh records a caller sees: Admin every one, anyone else those they created. */
export type ThongBaoGuiPhuHuynhScope = { kind: 'all' } | { kind: 'own'; taiKhoanId: number };

export function scopeOf(user: Pick<SessionUser, 'accountId' | 'roles'>): ThongBaoGuiPhuHuynhScope {
  return user.roles.includes('Admin') ? { kind: 'all' } : { kind: 'own', taiKhoanId: user.accountId };
}
