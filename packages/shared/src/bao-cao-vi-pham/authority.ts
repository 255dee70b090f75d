import { routeAuthority } from '../routes';

/**
 * Who may call the discipline API (the server's route config and the web's controls read it from here). Which
 * incidents a caller sees is the server policy's business (`vi-pham-hoc-sinh.policy.ts`).
 */
export const baoCaoViPhamAuthority = {
  /** Reporting a student incident and reading the violation codes: every teacher. */
  baoCao: routeAuthority('/baoCaoViPhamHocSinh/baoCaoViPham'),
  /** The discipline office (DoanDoi.QuanLyNenNep): every incident, decisions, the managed code list. */
  vanPhong: routeAuthority('/baoCaoViPhamHocSinh/danhSachViPham'),
  /** An incident's detail: its reporter, the students concerned, their homeroom teacher and the office. */
  chiTiet: routeAuthority('/baoCaoViPhamHocSinh/:id'),
  /** The school-wide behaviour report per term (Report.HanhViHocSinh). */
  baoCaoHanhVi: routeAuthority('/baoCao/hanhViHocSinh'),
};
