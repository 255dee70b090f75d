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
