import type { SessionUser } from '../../lib/session-user';

/**
 * Who may do what with Cambridge exams. Rights come from the caller's relation to a subject class:
 * `quanLy` (holds QuanLyDiemCam: every Cambridge subject class), `giaoVien` (teaches this Cambridge subject class),
 * `other` (the class does not exist for them: 404). A class outside the Cambridge programme is `other` for everyone.
 */
export type ClassRelation = 'giaoVien' | 'quanLy' | 'other';

export function isManager(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.includes('QuanLyDiemCam');
}

export function classRelationOf(
  user: Pick<SessionUser, 'permissions' | 'nhanVienId'>,
  facts: { teacherIds: readonly number[]; cambridge: boolean },
): ClassRelation {
  if (!facts.cambridge) return 'other';
  if (isManager(user)) return 'quanLy';
  return user.nhanVienId != null && facts.teacherIds.includes(user.nhanVienId) ? 'giaoVien' : 'other';
}

/** Which Cambridge subject classes (and so exams) a caller reaches: all, those they teach, or none. */
export type DiemCamScope = { kind: 'all' } | { kind: 'teacher'; nhanVienId: number } | { kind: 'none' };

export function scopeOf(user: Pick<SessionUser, 'permissions' | 'nhanVienId'>): DiemCamScope {
  if (isManager(user)) return { kind: 'all' };
  return user.nhanVienId != null ? { kind: 'teacher', nhanVienId: user.nhanVienId } : { kind: 'none' };
}

/** Exams are created and edited by the managers and the class's teachers while their marks are still open. */
export type ExamWriteDecision = 'ok' | 'notFound' | 'locked';

export function decideExamWrite(relation: ClassRelation, trangThai: string | null): ExamWriteDecision {
  if (relation === 'other') return 'notFound';
  if (trangThai === 'daKhoa') return 'locked';
  if (relation === 'giaoVien' && trangThai !== null && trangThai !== 'dangNhap') return 'locked';
  return 'ok';
}
