import { api, saveBlob } from '../../../lib/api';

/**
 * `GET /api/DiemVN/soDiem/{id}/xuatExcel` (a class's mark book) or `/api/DiemVN/tongKet/{id}/xuatExcel?hocKy=` (a
 * homeroom class's summary list), saved as .xlsx.
 */
export async function exportExcel(target: { kind: 'soDiem' | 'tongKet'; id: number; hocKy?: number; name: string }) {
  const fileName = `${target.kind === 'soDiem' ? 'so-diem' : 'tong-ket'}-${target.name}.xlsx`;
  const blob = await api.download(`/DiemVN/${target.kind}/${target.id}/xuatExcel`, {
    query: target.hocKy === undefined ? undefined : { hocKy: target.hocKy },
    fileName,
  });
  saveBlob(blob, fileName);
}
