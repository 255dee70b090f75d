import type { NhapHoSoResult } from '@hpl/shared/tuyen-sinh/contract';
import { api } from '../../../lib/api';

const IMPORT_TIMEOUT_MS = 60_000;

/**
 * `POST /api/TuyenSinh/nhapExcel?thuNghiem=` (multipart `file`): checks (`dryRun`) or imports the office's spreadsheet
 * of applications, all or nothing. Silent: a refused file is shown inside the import dialog.
 */
export function importApplications(file: File, dryRun: boolean): Promise<NhapHoSoResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapHoSoResult>('/TuyenSinh/nhapExcel', form, {
    query: { thuNghiem: String(dryRun) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

/** `GET /api/TuyenSinh/nhapExcel/mau`: the template, in the interface language. */
export function downloadImportTemplate(): Promise<Blob> {
  return api.download('/TuyenSinh/nhapExcel/mau', { timeoutMs: 30_000 });
}
