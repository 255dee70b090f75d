import type { PlanFilePreview } from '@hpl/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { type OpenedFile, openBlob, openForSending, readBlob } from '../../lib/uploads';
import { ConversionBusyError, ConversionError, convertToPdf, findSoffice } from './chuyen-doi-pdf';
import { findReadableFile } from './giao-an.service';
import { DOCX, previewKindOf } from './tep-giao-an';

/** What the preview page shows for a plan file the caller may read (404 otherwise). */
export async function describeFile(db: DbOrTx, user: SessionUser, tepId: number): Promise<PlanFilePreview> {
  const file = await findReadableFile(db, user, tepId);
  const kind = previewKindOf(file.mimeType);
  return {
    id: file.id,
    giaoAnId: file.giaoAnId,
    fileId: file.fileId,
    tenTep: file.tenTep,
    mimeType: file.mimeType,
    kichThuoc: file.kichThuoc,
    xemTruoc: kind,
    coTheXem: kind !== 'office' || (await findSoffice()) !== null,
  };
}

/**
 * The bytes the preview shows, opened for sending: PDFs and images as stored, office documents converted to PDF
 * (cached by hash).
 */
export async function previewBytes(
  db: DbOrTx,
  uploadDir: string,
  user: SessionUser,
  tepId: number,
): Promise<{ mimeType: string; body: OpenedFile }> {
  const file = await findReadableFile(db, user, tepId);
  if (previewKindOf(file.mimeType) !== 'office') {
    return { mimeType: file.mimeType, body: await openBlob(uploadDir, file.sha256) };
  }
  try {
    const pdf = await convertToPdf(uploadDir, {
      sha256: file.sha256,
      buffer: () => readBlob(uploadDir, file.sha256),
      extension: file.mimeType === DOCX ? '.docx' : '.pptx',
    });
    return { mimeType: 'application/pdf', body: await openForSending(pdf.path) };
  } catch (error) {
    if (error instanceof ConversionError) throw new AppError(409, 'giaoAn.xemTruoc.unavailable');
    if (error instanceof ConversionBusyError) throw new AppError(503, 'giaoAn.xemTruoc.busy');
    throw error;
  }
}
