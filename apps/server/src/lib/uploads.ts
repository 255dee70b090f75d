import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { files } from '../db/schema';
import { type Actor, audit } from './audit';
import { badRequest } from './errors';
import { detectDocumentType } from './multipart';

export interface StoredFileInput {
  buffer: Buffer;
  mimeType: string;
  originalName: string;
  purpose: string;
  ownerAccountId?: number | null;
}

/** Content-addressed location: the same bytes are stored once whatever their name. */
export function blobPath(uploadDir: string, sha256: string): string {
  return path.join(uploadDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
}

async function writeBlob(uploadDir: string, sha256: string, buffer: Buffer): Promise<void> {
  const target = blobPath(uploadDir, sha256);
  try {
    await stat(target);
    return;
  } catch {
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, buffer);
    await rename(temp, target);
  }
}

export function sha256Of(buffer: Buffer): string {
  return createHash('sha256').update(buffer).digest('hex');
}

/** Stores the bytes by their sha256 and records the file; returns the file id. */
export async function storeFile(db: DbOrTx, uploadDir: string, input: StoredFileInput): Promise<number> {
  const sha256 = await storeBlob(uploadDir, input.buffer);
  return recordFile(db, { ...input, sha256, size: input.buffer.length });
}

/** Stores the bytes only (a job records the file once it has checked them); answers their sha256. */
export async function storeBlob(uploadDir: string, buffer: Buffer): Promise<string> {
  const sha256 = sha256Of(buffer);
  await writeBlob(uploadDir, sha256, buffer);
  return sha256;
}

/** Records a file whose bytes `storeBlob` stored; returns the file id. */
export async function recordFile(
  db: DbOrTx,
  input: Omit<StoredFileInput, 'buffer'> & { sha256: string; size: number },
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      sha256: input.sha256,
      mimeType: input.mimeType,
      size: input.size,
      originalName: input.originalName.slice(0, 255),
      purpose: input.purpose,
      ownerAccountId: input.ownerAccountId ?? null,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** Removes stored bytes no file record refers to (an upload refused after `storeBlob`). */
export async function discardBlobIfUnused(db: DbOrTx, uploadDir: string, sha256: string): Promise<void> {
  const [used] = await db.select({ id: files.id }).from(files).where(eq(files.sha256, sha256)).limit(1);
  if (!used) await rm(blobPath(uploadDir, sha256), { force: true });
}

export async function readBlob(uploadDir: string, sha256: string): Promise<Buffer> {
  return readFile(blobPath(uploadDir, sha256));
}

/** A file opened for sending: its size and a stream of its bytes, which closes the file when it ends or is dropped. */
export interface OpenedFile {
  size: number;
  stream: Readable;
}

/**
 * Opens a file to send in an answer: downloads are streamed, not read whole into memory (read whole, every viewer
 * of a large document held all of it until it was sent). Rejects, before any header is sent, when the file is
 * missing.
 */
export async function openForSending(file: string): Promise<OpenedFile> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return { size, stream: handle.createReadStream() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A stored file (by content hash) opened for sending (`openForSending`). */
export const openBlob = (uploadDir: string, sha256: string) => openForSending(blobPath(uploadDir, sha256));

/** The public key of a person's photo (`anhDaiDien` holds a file id): the sha256 the avatar address is built from. */
export function avatarKeyOf(fileIdColumn: AnyPgColumn) {
  return sql<string | null>`(select ${files.sha256} from ${files} where ${files.id} = ${fileIdColumn})`;
}

/** What a module's raw-body attachment upload allows: its `files.purpose`, size, and the messages and field it blames. */
export interface AttachmentPolicy {
  purpose: string;
  maxMb: number;
  field: string;
  messages: { empty: string; tooLarge: string; type: string };
}

export interface StoredAttachment {
  id: number;
  tenTep: string;
  mimeType: string;
  kichThuoc: number;
}

/** A file name (URL-encoded in `X-File-Name`) safe to store and to send back in Content-Disposition, with its extension. */
export function attachmentFileName(raw: string | undefined, mimeType: string): string {
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

/**
 * Stores an attachment sent as the raw request body (a photo or a PDF, the type decided from the bytes, within the
 * policy's size) owned by the caller's account, audited; a record refers to it by id when it is filed.
 */
export async function storeAttachment(
  db: Db,
  uploadDir: string,
  actor: Actor,
  upload: { buffer: Buffer; name: string | undefined },
  policy: AttachmentPolicy,
): Promise<StoredAttachment> {
  const { buffer } = upload;
  if (buffer.length === 0) throw badRequest(policy.messages.empty, {}, policy.field);
  if (buffer.length > policy.maxMb * 1024 * 1024) {
    throw badRequest(policy.messages.tooLarge, { max: policy.maxMb }, policy.field);
  }
  const mimeType = detectDocumentType(buffer);
  if (!mimeType) throw badRequest(policy.messages.type, {}, policy.field);
  const tenTep = attachmentFileName(upload.name, mimeType);
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer,
      mimeType,
      originalName: tenTep,
      purpose: policy.purpose,
      ownerAccountId: actor.accountId,
    });
    await audit(tx, actor, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: policy.purpose, tenTep },
    });
    return { id, tenTep, mimeType, kichThuoc: buffer.length };
  });
}
