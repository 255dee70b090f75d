import { BUG_TRANSITIONS, type TrangThaiBaoLoi } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

/** Which bug reports a caller sees: Admin every one, anyone else those they filed. */
export type BaoLoiScope = { kind: 'all' } | { kind: 'own'; taiKhoanId: number };

export function scopeOf(user: Pick<SessionUser, 'accountId' | 'roles'>): BaoLoiScope {
  return user.roles.includes('Admin') ? { kind: 'all' } : { kind: 'own', taiKhoanId: user.accountId };
}

/** Whether a report may move from one status to another (the same status is never a transition). */
export function mayMove(from: TrangThaiBaoLoi, to: TrangThaiBaoLoi): boolean {
  return BUG_TRANSITIONS[from].includes(to);
}

/** A screenshot may be attached by the account that uploaded it, and only once it is a bug screenshot. */
export function mayAttach(
  file: { purpose: string; ownerAccountId: number | null } | undefined,
  accountId: number,
  purpose: string,
): boolean {
  return file !== undefined && file.purpose === purpose && file.ownerAccountId === accountId;
}
