import type { NhapKhaoSatResult } from '@hpl/shared/khao-sat-giao-vien/contract';
import { api } from '../../../lib/api';

const IMPORT_TIMEOUT_MS = 60_000;

/**
 * `POST /api/KhaoSatGiaoVien/{id}/nhapExcel?thuNghiem=` (multipart `file`): checks (`dryRun`) or imports an external
 * survey's spreadsheet export, all or nothing. Silent: a refused file is shown inside the import dialog.
 */
export function importSurveyAnswers(id: number, file: File, dryRun: boolean): Promise<NhapKhaoSatResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapKhaoSatResult>(`/KhaoSatGiaoVien/${id}/nhapExcel`, form, {
    query: { thuNghiem: String(dryRun) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}
