import type { Authority } from '../auth';

/**
 * Who may call the HoSoTamLy (counselling) API. Anyone signed in files a request and sees its status (`dangKy`);
 * the request list is the psychology team's with the records permission (`danhSachDangKyThamVan`: ChuyenVienTamLy and
 * QuanLyHoSoTamLy.Admin) — not Admin, not a homeroom teacher.
 */
export const hoSoTamLyAuthority = {
  dangKy: '*',
  quanLy: { allOf: [{ role: ['ChuyenVienTamLy'] }, ['QuanLyHoSoTamLy.Admin']] },
  /** Case records (`hoSoTamLyHocSinh`): the psychology team alone. */
  hoSo: { role: ['ChuyenVienTamLy'] },
  /** Intake settings (`caiDatNhanTamLy`): the same team with the records permission. */
  caiDat: { allOf: [{ role: ['ChuyenVienTamLy'] }, ['QuanLyHoSoTamLy.Admin']] },
} as const satisfies Record<'dangKy' | 'quanLy' | 'hoSo' | 'caiDat', Authority>;
