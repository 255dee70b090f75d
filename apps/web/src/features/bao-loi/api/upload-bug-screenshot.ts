import type { AnhChupBaoLoi } from '@hpl/shared/bao-loi/contract';
import { api } from '../../../lib/api';

/** `POST /api/BaoLoi/anhChup`: a screenshot as multipart form data (PNG, JPEG or WebP, typed from its bytes). */
export function uploadBugScreenshot(file: Blob, name: string): Promise<AnhChupBaoLoi> {
  const body = new FormData();
  body.append('file', file, name);
  return api.post<AnhChupBaoLoi>('/BaoLoi/anhChup', body, { timeoutMs: 30_000 });
}

export const screenshotUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
