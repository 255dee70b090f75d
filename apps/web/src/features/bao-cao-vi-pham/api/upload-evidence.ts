import type { EvidenceFile } from '@hpl/shared/bao-cao-vi-pham/contract';
import { api } from '../../../lib/api';

/** `POST /api/BaoCaoViPham/minhChung`: the file's bytes as the body, its name in `X-File-Name` (photo or PDF, ≤ 5 MB). */
export function uploadEvidence(file: File): Promise<EvidenceFile> {
  return api.post<EvidenceFile>('/BaoCaoViPham/minhChung', file, {
    headers: { 'X-File-Name': encodeURIComponent(file.name) },
    timeoutMs: 30_000,
  });
}

/** The portal's download address of an evidence file (the server checks who may read it). */
export const evidencePagePath = (fileId: number) => `/baocaovipham/${fileId}/download`;
export const evidenceUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
