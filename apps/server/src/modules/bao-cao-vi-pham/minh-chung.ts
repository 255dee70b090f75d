import type { EvidenceFile } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { checkImageDimensions } from '../../lib/images';
import { detectDocumentType } from '../../lib/multipart';
import { type AttachmentPolicy, storeAttachment } from '../../lib/uploads';
import { checkPdfStreams } from '../chat-bot';

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
 * an incident refers to it when reported. Decompression bombs are refused before anything is stored, since every
 * viewer's browser would unpack them: a photo declaring more pixels than a camera takes (400, from its header), a
 * PDF whose compressed streams unpack beyond the document limits (413, counted under a cap). A zip or DOCX is not
 * evidence at all (400 on its type, never unpacked).
 */
export async function storeEvidence(
  db: Db,
  uploadDir: string,
  actor: Actor,
  upload: { buffer: Buffer; name: string | undefined },
): Promise<EvidenceFile> {
  const type = detectDocumentType(upload.buffer);
  const name = upload.name ?? 'minh-chung';
  if (type === 'application/pdf') checkPdfStreams(upload.buffer, name);
  else if (type !== null) await checkImageDimensions(upload.buffer, name, POLICY.messages.type);
  return storeAttachment(db, uploadDir, actor, upload, POLICY);
}
