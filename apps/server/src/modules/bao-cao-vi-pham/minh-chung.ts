import type { EvidenceFile } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { type AttachmentPolicy, storeAttachment } from '../../lib/uploads';

/** `files.purpose` of incident evidence: downloadable by those who see the incident (the download policy). */
export const EVIDENCE_PURPOSE = 'discipline-evidence';
export const EVIDENCE_MAX_MB = 5;
export const EVIDENCE_MAX_BYTES = EVIDENCE_MAX_MB * 1024 * 1024;

const POLICY: AttachmentPolicy = {
  purpose: EVIDENCE_PURPOSE,
  maxMb: EVIDENCE_MAX_MB,
  field: 'minhChungIds',
  messages: { empty: 'viPham.minhChung.empty', tooLarge: 'viPham.minhChung.tooLarge', type: 'viPham.minhChung.type' },
};

/**
 * Stores an evidence file (photo or PDF, the type decided from the bytes, at most 5 MB) owned by the caller's account;
 * an incident refers to it when reported.
 */
export function storeEvidence(
  db: Db,
  uploadDir: string,
  actor: Actor,
  upload: { buffer: Buffer; name: string | undefined },
): Promise<EvidenceFile> {
  return storeAttachment(db, uploadDir, actor, upload, POLICY);
}
