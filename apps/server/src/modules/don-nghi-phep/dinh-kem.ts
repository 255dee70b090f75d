import type { DinhKem } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { type AttachmentPolicy, storeAttachment as storeUpload } from '../../lib/uploads';

/** `files.purpose` of leave attachments: downloadable by the requester, the approver and HR only. */
export const LEAVE_ATTACHMENT_PURPOSE = 'leave-attachment';
export const LEAVE_ATTACHMENT_MAX_MB = 5;
export const LEAVE_ATTACHMENT_MAX_BYTES = LEAVE_ATTACHMENT_MAX_MB * 1024 * 1024;

const POLICY: AttachmentPolicy = {
  purpose: LEAVE_ATTACHMENT_PURPOSE,
  maxMb: LEAVE_ATTACHMENT_MAX_MB,
  field: 'dinhKemId',
  messages: { empty: 'leave.attachment.empty', tooLarge: 'leave.attachment.tooLarge', type: 'leave.attachment.type' },
};

/** Stores an uploaded attachment (PDF or image, type from the bytes) owned by the caller; a request refers to it. */
export function storeAttachment(
  db: Db,
  uploadDir: string,
  actor: Actor,
  upload: { buffer: Buffer; name: string | undefined },
): Promise<DinhKem> {
  return storeUpload(db, uploadDir, actor, upload, POLICY);
}
