import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { storeFile } from '../../lib/uploads';
import * as repository from './chat-bot.repository';
import { CHATBOT_DOCUMENT_PURPOSE, deleteDocument, indexDocumentNow } from './tai-lieu.service';
import { cachedTermStatistics } from './term-statistics-cache';

/** The cached ranking statistics follow uploads, replacements and deletions, and changes made by another instance. */
let database: Database;
let uploadDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-chatbot-cache-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const word = { text: 'zygomorphic', prefix: false };
const actor = { accountId: null };
const upload = (text: string) => ({ buffer: Buffer.from(text, 'utf8'), fileName: 'cache.md', ngonNgu: 'en' as const });

describe('cached term statistics', () => {
  it('counts again after an upload, a replacement and a deletion', async () => {
    const db = database.db;
    const before = await cachedTermStatistics(db, [4], [word]);
    expect(before.frequencies).toEqual([0]);

    const document = await indexDocumentNow(
      db,
      uploadDir,
      actor,
      { linhVuc: 4 },
      upload('# Flowers\n\n## 1. Zygomorphic\n\nzygomorphic'),
    );
    const added = await cachedTermStatistics(db, [4], [word]);
    expect(added.frequencies).toEqual([1]);
    expect(added.total).toBeGreaterThan(before.total);

    await indexDocumentNow(
      db,
      uploadDir,
      actor,
      { linhVuc: 4, documentId: document.id },
      upload('# Flowers\n\n## 1. Roses\n\nroses'),
    );
    expect((await cachedTermStatistics(db, [4], [word])).frequencies).toEqual([0]);

    await deleteDocument(db, { ...actor, user: undefined as never }, document.id);
    expect(await cachedTermStatistics(db, [4], [word])).toEqual(before);
  });

  it('sees a document another instance wrote (the documents stamp changes)', async () => {
    const db = database.db;
    expect((await cachedTermStatistics(db, [4], [word])).frequencies).toEqual([0]);
    // Written straight through the repository, as another instance would: no local invalidation.
    const before = await repository.documentsStamp(db, [4]);
    await addDocumentWithoutInvalidation(db);
    expect(await repository.documentsStamp(db, [4])).not.toBe(before);
    expect((await cachedTermStatistics(db, [4], [word])).frequencies).toEqual([1]);
  });
});

async function addDocumentWithoutInvalidation(db: Database['db']) {
  await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, uploadDir, {
      buffer: Buffer.from('zygomorphic'),
      mimeType: 'text/markdown',
      originalName: 'other.md',
      purpose: CHATBOT_DOCUMENT_PURPOSE,
      ownerAccountId: null,
    });
    await repository.insertDocument(
      tx,
      {
        linhVuc: 4,
        tieuDe: 'Other',
        ngonNgu: 'en',
        fileId,
        tenTep: 'other.md',
        mimeType: 'text/markdown',
        kichThuoc: 11,
        soKyTu: 11,
      },
      [{ muc: 'Other', noiDung: 'zygomorphic' }],
    );
  });
}
