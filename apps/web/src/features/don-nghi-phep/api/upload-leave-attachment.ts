import type { DinhKem } from '@hpl/shared/don-nghi-phep/contract';
import { api } from '../../../lib/api';

/** `POST /api/DonNghiPhep/dinhKem`: the file's bytes as the body, its name in `X-File-Name` (PDF or image, ≤ 5 MB). */
export function uploadLeaveAttachment(file: File): Promise<DinhKem> {
  return api.post<DinhKem>('/DonNghiPhep/dinhKem', file, {
    headers: { 'X-File-Name': encodeURIComponent(file.name) },
    timeoutMs: 30_000,
  });
}

export const attachmentUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
