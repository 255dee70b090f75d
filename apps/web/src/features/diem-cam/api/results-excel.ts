import type { NhapKetQuaResult } from '@hpl/shared/diem-cam/ket-qua';
import { api, saveBlob } from '../../../lib/api';

const IMPORT_TIMEOUT_MS = 60_000;

/** `GET /api/DiemCam/ketQua/{id}/xuatExcel`: the exam's marks and results as .xlsx. */
export async function exportResults(id: number, name: string) {
  const fileName = `ket-qua-${name}.xlsx`;
  saveBlob(await api.download(`/DiemCam/ketQua/${id}/xuatExcel`, { fileName }), fileName);
}

/**
 * `POST /api/DiemCam/ketQua/{id}/nhapExcel?thuNghiem=` (multipart `file`): checks and previews (`dryRun`) or imports
 * the marks, all or nothing. Silent: a refused file is shown inside the import dialog.
 */
export function importResults(id: number, file: File, dryRun: boolean): Promise<NhapKetQuaResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapKetQuaResult>(`/DiemCam/ketQua/${id}/nhapExcel`, form, {
    query: { thuNghiem: String(dryRun) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}
