import type { SessionUser } from '../../src/lib/session-user';

/** A signed-in user for tests that need one without a database (a teacher unless `over` says otherwise). */
export function sessionUserOf(over: Partial<SessionUser> = {}): SessionUser {
  return {
    accountId: 7,
    username: 'giaovien',
    roles: ['GiaoVien'],
    permissions: [],
    nhanVienId: 3,
    hocSinhId: null,
    hoTen: 'Nguyễn Văn An',
    anhDaiDien: null,
    sessionId: 's1',
    ...over,
  };
}
