import type { NhapDangKyResult } from '@hpl/shared/ban-tru/contract';
import { api } from '../../../lib/api';

const IMPORT_TIMEOUT_MS = 60_000;

/**
 * `POST /api/BanTru/ky/{id}/nhapExcel?thuNghiem=` (multipart `file`): checks (`dryRun`) or applies a period's
 * subscriptions spreadsheet, all or nothing. Silent: a refused file is shown inside the import dialog.
 */
export function importSubscriptions(kyId: number, file: File, dryRun: boolean): Promise<NhapDangKyResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapDangKyResult>(`/BanTru/ky/${kyId}/nhapExcel`, form, {
    query: { thuNghiem: String(dryRun) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

/** `GET /api/BanTru/ky/{id}/nhapExcel/mau`: the period's students with their subscription, to edit and import. */
export function downloadSubscriptionsTemplate(kyId: number): Promise<Blob> {
  return api.download(`/BanTru/ky/${kyId}/nhapExcel/mau`, { timeoutMs: 60_000 });
}
