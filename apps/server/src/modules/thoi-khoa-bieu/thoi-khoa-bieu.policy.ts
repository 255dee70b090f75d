import type { TrangThaiPhienBan } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

/** Whose week a caller sees on "my timetable": a teacher their lessons, a student their classes'; nobody else's. */
export type WeekOwner = { kind: 'teacher'; nhanVienId: number } | { kind: 'student'; hocSinhId: number };

export function weekOwnerOf(user: Pick<SessionUser, 'roles' | 'nhanVienId' | 'hocSinhId'>): WeekOwner | null {
  if (user.roles.includes('HocSinh') && user.hocSinhId !== null) return { kind: 'student', hocSinhId: user.hocSinhId };
  if (user.roles.includes('GiaoVien') && user.nhanVienId !== null)
    return { kind: 'teacher', nhanVienId: user.nhanVienId };
  return null;
}

/** Only a draft is changed (moved lessons, generation); a published or archived version is read-only. */
export const isEditable = (trangThai: string): boolean => trangThai === 'nhap';

/** The moves between statuses: a draft is published, a published version archived. */
export function canMoveStatus(from: string, to: TrangThaiPhienBan): boolean {
  return (from === 'nhap' && to === 'cong_bo') || (from === 'cong_bo' && to === 'luu_tru');
}
