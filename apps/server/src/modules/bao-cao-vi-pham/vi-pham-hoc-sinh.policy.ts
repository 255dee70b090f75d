import { baoCaoViPhamAuthority, passesAuthority, type TrangThaiViPham } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

type Subject = Pick<SessionUser, 'accountId' | 'roles' | 'permissions' | 'nhanVienId' | 'hocSinhId'>;

/**
 * Which incidents a caller sees. The office (DoanDoi.QuanLyNenNep) sees every one; a teacher those they reported and
 * those of the students of a class they are homeroom teacher of; a student those they are part of; anyone else none.
 */
export type ViPhamScope =
  | { kind: 'all' }
  | { kind: 'staff'; accountId: number; nhanVienId: number | null }
  | { kind: 'student'; hocSinhId: number }
  | { kind: 'none' };

export function isOffice(user: Subject): boolean {
  return passesAuthority(baoCaoViPhamAuthority.vanPhong, user);
}

export function scopeOf(user: Subject): ViPhamScope {
  if (isOffice(user)) return { kind: 'all' };
  if (user.roles.includes('GiaoVien')) return { kind: 'staff', accountId: user.accountId, nhanVienId: user.nhanVienId };
  if (user.roles.includes('HocSinh') && user.hocSinhId !== null) return { kind: 'student', hocSinhId: user.hocSinhId };
  return { kind: 'none' };
}

export type ViPhamAction = 'xacMinh' | 'xacNhan' | 'boQua';

/** The workflow: reported → verified → confirmed, or dismissed before a confirmation. */
const FROM: Record<ViPhamAction, readonly TrangThaiViPham[]> = {
  xacMinh: ['da_bao_cao'],
  xacNhan: ['da_xac_minh'],
  boQua: ['da_bao_cao', 'da_xac_minh'],
};
export const TO: Record<ViPhamAction, TrangThaiViPham> = {
  xacMinh: 'da_xac_minh',
  xacNhan: 'da_xac_nhan',
  boQua: 'bo_qua',
};

export function canTransition(from: string, action: ViPhamAction): boolean {
  return (FROM[action] as readonly string[]).includes(from);
}

/** Decisions are the office's alone, whoever reported. */
export function mayDecide(user: Subject, trangThai: string, action: ViPhamAction): boolean {
  return isOffice(user) && canTransition(trangThai, action);
}

/**
 * The student's own account (the circular's right to be heard) is recorded before a decision: by the office, or by the
 * student themself for their own part of the incident.
 */
export function mayRecordOwnAccount(user: Subject, trangThai: string, hocSinhId: number): boolean {
  if (trangThai !== 'da_bao_cao' && trangThai !== 'da_xac_minh') return false;
  return isOffice(user) || (user.roles.includes('HocSinh') && user.hocSinhId === hocSinhId);
}

/** The students of an incident the caller may see by name: a student sees only themself, staff in scope every one. */
export function visibleStudents<T extends { id: number }>(scope: ViPhamScope, students: readonly T[]): T[] {
  return scope.kind === 'student' ? students.filter((s) => s.id === scope.hocSinhId) : [...students];
}

/** A student may appeal a confirmed incident once. */
export function mayAppeal(trangThai: string, alreadyAppealed: boolean): boolean {
  return trangThai === 'da_xac_nhan' && !alreadyAppealed;
}

/** The self-review is written by the student themself, once, when it is awaited from them. */
export function mayWriteSelfReview(scope: ViPhamScope, hocSinhId: number, status: string | null): boolean {
  return scope.kind === 'student' && scope.hocSinhId === hocSinhId && status === 'cho_hoc_sinh';
}

/**
 * The guardian's confirmation of a written self-review is recorded by the office or by the homeroom teacher of the
 * student's class (the class the incident was reported in).
 */
export function mayRecordGuardian(user: Subject, gvcnId: number | null, status: string | null): boolean {
  return status === 'cho_phu_huynh' && isGuardianRecorder(user, gvcnId);
}

/** Who records guardians' confirmations for a student whatever the state: the office, the class's homeroom teacher. */
export function isGuardianRecorder(user: Subject, gvcnId: number | null): boolean {
  return isOffice(user) || (user.nhanVienId !== null && gvcnId !== null && user.nhanVienId === gvcnId);
}
