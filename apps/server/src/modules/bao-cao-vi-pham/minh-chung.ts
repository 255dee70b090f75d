import type { EvidenceFile } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { storeFile } from '../../lib/uploads';
import { cleanFileName, sniffAttachmentType } from '../don-nghi-phep';

/** `files.purpose` of incident evidence: downloadable by those who see the incident (the download policy). */
export const EVIDENCE_PURPOSE = 'discipline-evidence';
export const EVIDENCE_MAX_MB = 5;
export const EVIDENCE_MAX_BYTES = EVIDENCE_MAX_MB * 1024 * 1024;

/**
 * Stores an evidence file (photo or PDF, the type decided from the bytes, at most 5 MB) owned by the caller's account;
 * an incident refers to it when reported.
 */
export async function storeEvidence(
  db: Db,
  uploadDir: string,
  actor: Actor,
  buffer: Buffer,
  rawName: string | undefined,
): Promise<EvidenceFile> {
  if (buffer.length === 0) throw badRequest('viPham.minhChung.empty', {}, 'minhChungIds');
  if (buffer.length > EVIDENCE_MAX_BYTES) {
    throw badRequest('viPham.minhChung.tooLarge', { max: EVIDENCE_MAX_MB }, 'minhChungIds');
  }
  const mimeType = sniffAttachmentType(buffer);
  if (!mimeType) throw badRequest('viPham.minhChung.type', {}, 'minhChungIds');
  const tenTep = cleanFileName(rawName, mimeType);
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer,
      mimeType,
      originalName: tenTep,
      purpose: EVIDENCE_PURPOSE,
      ownerAccountId: actor.accountId,
    });
    await audit(tx, actor, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: EVIDENCE_PURPOSE, tenTep },
    });
    return { id, tenTep, mimeType, kichThuoc: buffer.length };
  });
}
