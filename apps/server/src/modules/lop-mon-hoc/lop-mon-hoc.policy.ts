import type { SessionUser } from '../../lib/session-user';

/**
 * Whose subject classes a "my classes" read covers: a teacher's are those they teach, a student's those they are in
 * now; anyone else (an account without a staff or student record) has none. Classes outside the scope are 404.
 */
export type MyClassScope =
  | { kind: 'teacher'; nhanVienId: number }
  | { kind: 'student'; hocSinhId: number }
  | { kind: 'none' };

export function myClassScopeOf(
  user: Pick<SessionUser, 'nhanVienId' | 'hocSinhId'>,
  view: 'teacher' | 'student',
): MyClassScope {
  if (view === 'teacher' && user.nhanVienId !== null) return { kind: 'teacher', nhanVienId: user.nhanVienId };
  if (view === 'student' && user.hocSinhId !== null) return { kind: 'student', hocSinhId: user.hocSinhId };
  return { kind: 'none' };
}
