import type { Authority } from '../auth';

/**
 * Who may call the DanhGiaTamLy (student wellbeing) API: the server's route config and the web's controls read it
 * from here. Instruments, campaigns and every individual answer are the psychology team's alone (ChuyenVienTamLy):
 * not Admin, not a homeroom teacher. A student reaches only their own open assessments (`hocSinh`).
 */
export const danhGiaTamLyAuthority = {
  read: { role: ['ChuyenVienTamLy'] },
  write: { role: ['ChuyenVienTamLy'] },
  hocSinh: { role: ['HocSinh'] },
  /** `ketQuaTracNghiemTamLy` (results across students, export): the specialists alone, as the route table says. */
  ketQua: { role: ['ChuyenVienTamLy'] },
  /** A teacher answering a teacher-report instrument about a student of their own homeroom; never a score back. */
  giaoVien: { role: ['GiaoVien'] },
} as const satisfies Record<'read' | 'write' | 'hocSinh' | 'ketQua' | 'giaoVien', Authority>;
