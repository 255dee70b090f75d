import type { SessionUser } from '../../lib/session-user';

/**
 * Who sees what of a counselling request, as a clinic would: the psychology team with the records permission sees
 * and handles every request; whoever raised one sees its status only (the student concerned also the appointment);
 * everyone else — Admin and the homeroom teacher included — nothing (404).
 */
export type RequestView = 'team' | 'status' | 'none';

type Who = Pick<SessionUser, 'accountId' | 'roles' | 'permissions'>;

export const handlesRequests = (user: Pick<SessionUser, 'roles' | 'permissions'>): boolean =>
  user.roles.includes('ChuyenVienTamLy') && user.permissions.includes('QuanLyHoSoTamLy.Admin');

export function requestView(user: Who, request: { nguoiGuiId: number }): RequestView {
  if (handlesRequests(user)) return 'team';
  return request.nguoiGuiId === user.accountId ? 'status' : 'none';
}

/** The requester's own list is scoped by who filed; the team's list by nothing. */
export type RequestScope = { kind: 'all' } | { kind: 'filedBy'; taiKhoanId: number };
export const ownRequests = (user: Pick<SessionUser, 'accountId'>): RequestScope => ({
  kind: 'filedBy',
  taiKhoanId: user.accountId,
});

/** Intake settings are changed by the team with the records permission, the same people who handle requests. */
export const managesIntake = handlesRequests;

export interface Receiver {
  taiKhoanId: number;
  khoiIds: number[];
}

/**
 * Who may get a new request under the rule: nobody by hand (`thuCong`); every receiver in turn (`xoayVong`); under
 * `theoKhoi` the receivers taking the student's grade level (an empty list takes every grade), or every receiver
 * when none does, so a request is never left without someone because of a gap in the settings.
 */
export function candidatesFor(rule: string, receivers: readonly Receiver[], khoiId: number | null): Receiver[] {
  if (rule === 'thuCong' || receivers.length === 0) return [];
  if (rule !== 'theoKhoi' || khoiId === null) return [...receivers];
  const matching = receivers.filter((r) => r.khoiIds.length === 0 || r.khoiIds.includes(khoiId));
  return matching.length > 0 ? matching : [...receivers];
}

/** Round robin: the candidate after the one who got the latest request among them (the first when none did). */
export function nextInTurn(candidates: readonly Receiver[], lastAssignedId: number | null): number | null {
  if (candidates.length === 0) return null;
  const last = candidates.findIndex((c) => c.taiKhoanId === lastAssignedId);
  return candidates[(last + 1) % candidates.length]!.taiKhoanId;
}
