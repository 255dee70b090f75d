import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';

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
  const sha256 = sha256Of(input.buffer);
  await writeBlob(uploadDir, sha256, input.buffer);
  const [row] = await db
    .insert(files)
    .values({
      sha256,
      mimeType: input.mimeType,
      size: input.buffer.length,
      originalName: input.originalName.slice(0, 255),
      purpose: input.purpose,
      ownerAccountId: input.ownerAccountId ?? null,
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function readBlob(uploadDir: string, sha256: string): Promise<Buffer> {
  return readFile(blobPath(uploadDir, sha256));
}

/** The public key of a person's photo (`anhDaiDien` holds a file id): the sha256 the avatar address is built from. */
export function avatarKeyOf(fileIdColumn: AnyPgColumn) {
  return sql<string | null>`(select ${files.sha256} from ${files} where ${files.id} = ${fileIdColumn})`;
}
