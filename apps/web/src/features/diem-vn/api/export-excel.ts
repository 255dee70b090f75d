import { api, saveBlob } from '../../../lib/api';

const PATHS = {
  soDiem: (id: number) => `/DiemVN/soDiem/${id}/xuatExcel`,
  tongKet: (id: number) => `/DiemVN/tongKet/${id}/xuatExcel`,
  soDiemLop: (id: number) => `/DiemVN/tongKet/${id}/soDiem`,
};
const STEMS = { soDiem: 'so-diem', tongKet: 'tong-ket', soDiemLop: 'so-diem-lop' };

/**
 * `GET /api/DiemVN/soDiem/{id}/xuatExcel` (a subject class's mark book), `/api/DiemVN/tongKet/{id}/xuatExcel?hocKy=`
 * (a homeroom class's summary list) or `/api/DiemVN/tongKet/{id}/soDiem` (a homeroom class's whole mark book: a sheet
 * per subject and the year summary), saved as .xlsx.
 */
export async function exportExcel(target: { kind: keyof typeof PATHS; id: number; hocKy?: number; name: string }) {
  const fileName = `${STEMS[target.kind]}-${target.name}.xlsx`;
  const blob = await api.download(PATHS[target.kind](target.id), {
    query: target.hocKy === undefined ? undefined : { hocKy: target.hocKy },
    fileName,
  });
  saveBlob(blob, fileName);
}
