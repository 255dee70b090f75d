import type { SessionUser } from '../../lib/session-user';

/**
 * Who reaches what of student wellbeing, as a clinic would: instruments, campaigns, individual answers and scores are
 * the psychology team's alone (ChuyenVienTamLy) — not Admin, not a homeroom teacher, not the student. A student
 * reaches their own answer sheets of open campaigns, never a score. Everything else is not there (404).
 */
export type Access = 'team' | 'self' | 'none';

type Who = Pick<SessionUser, 'roles' | 'hocSinhId'>;

export const isPsychologyTeam = (user: Pick<SessionUser, 'roles'>): boolean => user.roles.includes('ChuyenVienTamLy');

/** An instrument, a campaign, an overview or another student's individual answers. */
export function teamAccess(user: Who): Access {
  return isPsychologyTeam(user) ? 'team' : 'none';
}

/** A student's own answer sheet: the student themself may fill it in; the team reads it (audit-logged). */
export function answerSheetAccess(user: Who, hocSinhId: number): Access {
  if (user.hocSinhId !== null && user.hocSinhId === hocSinhId && user.roles.includes('HocSinh')) return 'self';
  return isPsychologyTeam(user) ? 'team' : 'none';
}

/** Whether a student sees a score of their own: never (a student-facing summary is not published yet). */
export const studentSeesScore = (): boolean => false;
