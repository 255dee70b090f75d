import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the KhaoSatGiaoVien API (student surveys of teaching):
 * - `report`: the report screens `baoCao/thongKeKhaoSatGiaoVien` (Cambridge) and `…VN` (national), Report.KhaoSatGiaoVien
 *   (Admin holds every permission): campaigns are created and edited there, statistics and the Excel export read there;
 * - `teacher`: `chuyenmon/thongkekhaosat`, a teacher's own results (closed campaigns, at least 5 answers);
 * - `student`: a student answers open campaigns from the home card.
 */
export const khaoSatGiaoVienAuthority = {
  report: routeAuthority('/baoCao/thongKeKhaoSatGiaoVien'),
  teacher: routeAuthority('/chuyenmon/thongkekhaosat'),
  student: { role: ['HocSinh'] },
} as const satisfies Record<string, Authority>;
