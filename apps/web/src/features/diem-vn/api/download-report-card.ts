import { api, saveBlob } from '../../../lib/api';

/**
 * `GET /api/DiemVN/phieuKetQua/pdf` (my own card) or `/api/DiemVN/xuatPhieuDiem/{lopQuanLyId}` (a whole class, the
 * office): the PDF, saved under a readable name.
 */
export async function downloadReportCard(
  target: { lopQuanLyId: number; tenLop: string } | null,
  namHocId: number | null,
) {
  const fileName = target ? `phieu-ket-qua-lop-${target.tenLop}.pdf` : 'phieu-ket-qua-hoc-tap.pdf';
  const blob = target
    ? await api.download(`/DiemVN/xuatPhieuDiem/${target.lopQuanLyId}`, { fileName, timeoutMs: 60_000 })
    : await api.download('/DiemVN/phieuKetQua/pdf', { query: { namHocId }, fileName });
  saveBlob(blob, fileName);
}
