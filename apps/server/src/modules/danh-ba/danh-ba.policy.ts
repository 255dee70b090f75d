import { hocSinhAuthority, passesAuthority } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

const DIRECTORY_ROLES = ['Admin', 'GiaoVien'];

/**
 * Whose photos a user may see, as the portal shows people: staff see their colleagues, and teachers (the
 * directory's readers) and Admin see students. A student sees themselves, the classmates of their current homeroom
 * class, and their teachers this year (homeroom and subject). Students are minors: nobody else.
 */
export interface PhotoScope {
  /** Every working or former colleague's photo. */
  allStaff: boolean;
  /** Every student's photo. */
  allStudents: boolean;
  /** The student whose own classes and teachers bound what they see (none for staff). */
  hocSinhId: number | null;
}

export function photoScopeOf(user: Pick<SessionUser, 'roles' | 'nhanVienId' | 'hocSinhId'>): PhotoScope {
  const readsDirectory = DIRECTORY_ROLES.some((role) => user.roles.includes(role));
  return {
    allStaff: user.nhanVienId !== null || readsDirectory,
    allStudents: readsDirectory,
    hocSinhId: user.hocSinhId,
  };
}

/**
 * A student's full directory profile (birthday, phone, family): the students' managers and the homeroom teacher of
 * the student's current class. Every other reader of the directory sees identity, class and school e-mail.
 */
export function seesFullStudentProfile(
  user: Pick<SessionUser, 'roles' | 'permissions' | 'nhanVienId'>,
  gvcnId: number | null,
): boolean {
  return passesAuthority(hocSinhAuthority.quanLy, user) || (gvcnId !== null && gvcnId === user.nhanVienId);
}
