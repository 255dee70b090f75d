import type { Authority } from '../auth';

/**
 * Who may call the DiemVN API. Route authorities only open the door; which classes, homerooms and students exist for
 * the caller is decided per record by the server's policy (another teacher's class or another student → 404).
 */
export const DIEM_VN_AUTHORITY = {
  /** Teachers' gradebooks, comments, change requests, conduct (chuyenmon is for GiaoVien). */
  teacher: { role: ['GiaoVien'] },
  /** The academic office: windows, publication, lock, decisions, confirmation (quanlydiemvn needs QuanLyDiemVN). */
  office: ['QuanLyDiemVN'],
  /** A student's own report. */
  student: { role: ['HocSinh'] },
  /** A report by student id: the student themself or the office (others get 404). */
  report: { role: ['HocSinh', 'GiaoVien'] },
} as const satisfies Record<string, Authority>;
