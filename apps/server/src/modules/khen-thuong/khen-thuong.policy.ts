import type { SessionUser } from '../../lib/session-user';

/**
 * What of the board a caller sees: Admin every entry, hidden ones too; everyone else the entries on show. `me` names
 * the caller's own student or staff record, so their awards are highlighted.
 */
export interface KhenThuongScope {
  hidden: boolean;
  me: { hocSinhId: number | null; nhanVienId: number | null };
}

export function scopeOf(user: Pick<SessionUser, 'roles' | 'hocSinhId' | 'nhanVienId'>): KhenThuongScope {
  return {
    hidden: user.roles.includes('Admin'),
    me: { hocSinhId: user.hocSinhId, nhanVienId: user.nhanVienId },
  };
}

/** A recipient is a student or a staff member (named from their record), or else a bare name; never both records. */
export function recipientKind(r: {
  hocSinhId?: number | null;
  nhanVienId?: number | null;
  hoTen?: string | null;
}): 'hocSinh' | 'nhanVien' | 'ten' | null {
  if (r.hocSinhId != null) return r.nhanVienId == null ? 'hocSinh' : null;
  if (r.nhanVienId != null) return 'nhanVien';
  return r.hoTen ? 'ten' : null;
}
