import type { DinhKem } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { storeFile } from '../../lib/uploads';

/** `files.purpose` of leave attachments: downloadable by the requester, the approver and HR only. */
export const LEAVE_ATTACHMENT_PURPOSE = 'leave-attachment';
export const LEAVE_ATTACHMENT_MAX_MB = 5;
export const LEAVE_ATTACHMENT_MAX_BYTES = LEAVE_ATTACHMENT_MAX_MB * 1024 * 1024;

/** Content types decided from the bytes, not from what the browser claims: PDF and raster images only. */
export function sniffAttachmentType(buffer: Buffer): string | null {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(raw: string | undefined, mimeType: string): string {
  let name = 'dinh-kem';
  try {
    name = decodeURIComponent(raw ?? '') || name;
  } catch {
    // A malformed header keeps the default name rather than failing the upload.
  }
  name = Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/"'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 200);
  const extension = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' }[
    mimeType
  ];
  return extension && !name.toLowerCase().endsWith(extension) && !(mimeType === 'image/jpeg' && /\.jpe?g$/i.test(name))
    ? `${name}${extension}`
    : name;
}

/** Stores an uploaded attachment owned by the caller's account; a request refers to it when filed. */
export async function storeAttachment(
  db: Db,
  uploadDir: string,
  actor: Actor,
  buffer: Buffer,
  rawName: string | undefined,
): Promise<DinhKem> {
  if (buffer.length === 0) throw badRequest('leave.attachment.empty', {}, 'dinhKemId');
  if (buffer.length > LEAVE_ATTACHMENT_MAX_BYTES) {
    throw badRequest('leave.attachment.tooLarge', { max: LEAVE_ATTACHMENT_MAX_MB }, 'dinhKemId');
  }
  const mimeType = sniffAttachmentType(buffer);
  if (!mimeType) throw badRequest('leave.attachment.type', {}, 'dinhKemId');
  const tenTep = cleanFileName(rawName, mimeType);
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer,
      mimeType,
      originalName: tenTep,
      purpose: LEAVE_ATTACHMENT_PURPOSE,
      ownerAccountId: actor.accountId,
    });
    await audit(tx, actor, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: LEAVE_ATTACHMENT_PURPOSE, tenTep },
    });
    return { id, tenTep, mimeType, kichThuoc: buffer.length };
  });
}
