import type { NhapDiemResult } from '@hpl/shared/diem-vn/contract';
import { api } from '../../../lib/api';

const IMPORT_TIMEOUT_MS = 60_000;

/**
 * `POST /api/DiemVN/soDiem/{id}/nhapExcel?hocKy=&thuNghiem=` (multipart `file`): checks a term of the class's mark
 * sheet (`dryRun`) or imports it, all or nothing. Silent: a refused file is shown inside the import dialog.
 */
export function importMarks(id: number, hocKy: number, file: File, dryRun: boolean): Promise<NhapDiemResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapDiemResult>(`/DiemVN/soDiem/${id}/nhapExcel`, form, {
    query: { hocKy, thuNghiem: String(dryRun) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}
