import type { PhieuTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/tieuHoc/phieuKetQua[/{hocSinhId}]`: a primary pupil's report (null: not in a primary class). */
export function fetchPrimaryReport(hocSinhId: number | null, namHocId: number | null, signal?: AbortSignal) {
  return api.get<PhieuTieuHoc | null>(
    hocSinhId ? `/DiemVN/tieuHoc/phieuKetQua/${hocSinhId}` : '/DiemVN/tieuHoc/phieuKetQua',
    { query: { namHocId }, signal },
  );
}

export function usePrimaryReport(hocSinhId: number | null, namHocId: number | null) {
  return useQuery({
    queryKey: diemVnKeys.primaryReport(hocSinhId, namHocId),
    queryFn: ({ signal }) => fetchPrimaryReport(hocSinhId, namHocId, signal),
  });
}

/** The primary report card PDF: my own, or (the office) a whole homeroom class's. */
export async function downloadPrimaryReportCard(
  target: { lopQuanLyId: number; tenLop: string } | null,
  namHocId: number | null,
) {
  const fileName = target ? `phieu-ket-qua-lop-${target.tenLop}.pdf` : 'phieu-ket-qua-hoc-tap.pdf';
  const blob = target
    ? await api.download(`/DiemVN/tieuHoc/xuatPhieuDiem/${target.lopQuanLyId}`, { fileName, timeoutMs: 60_000 })
    : await api.download('/DiemVN/tieuHoc/phieuKetQua/pdf', { query: { namHocId }, fileName });
  saveBlob(blob, fileName);
}
