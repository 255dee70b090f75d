import type { SessionUser } from '../../lib/session-user';

/** Which homeroom classes a caller manages: Admin (the office) every class, a teacher the classes they lead. */
export type HomeroomScope = { kind: 'all' } | { kind: 'teacher'; nhanVienId: number } | { kind: 'none' };

export function homeroomScopeOf(user: Pick<SessionUser, 'roles' | 'nhanVienId'>): HomeroomScope {
  if (user.roles.includes('Admin')) return { kind: 'all' };
  return user.nhanVienId == null ? { kind: 'none' } : { kind: 'teacher', nhanVienId: user.nhanVienId };
}

/** Whether the caller manages a class whose homeroom teacher is `gvcnId` (attendance, notices, lunch cancellations). */
export function managesClass(scope: HomeroomScope, gvcnId: number | null | undefined): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'teacher' && gvcnId != null && gvcnId === scope.nhanVienId;
}

/** Day counters of a list of statuses: present, excused, unexcused, late. */
export function tallyStatuses(statuses: readonly string[]) {
  const tally = { coMat: 0, vangCoPhep: 0, vangKhongPhep: 0, diMuon: 0 };
  for (const s of statuses) {
    if (s === 'co_mat') tally.coMat++;
    else if (s === 'vang_co_phep') tally.vangCoPhep++;
    else if (s === 'vang_khong_phep') tally.vangKhongPhep++;
    else if (s === 'di_muon') tally.diMuon++;
  }
  return tally;
}

/** Students whose birthday falls in the month of `today` (yyyy-mm-dd), in day order. */
export function birthdaysInMonth<T extends { ngaySinh: string | null }>(students: readonly T[], today: string): T[] {
  const month = today.slice(5, 7);
  return students
    .filter((s) => s.ngaySinh?.slice(5, 7) === month)
    .sort((a, b) => (a.ngaySinh ?? '').slice(8).localeCompare((b.ngaySinh ?? '').slice(8)));
}
