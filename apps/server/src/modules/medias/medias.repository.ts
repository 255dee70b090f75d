import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

/*
 * Stored files' metadata. Who may read a file depends on its purpose, so the scope here is decided per file by the
 * purpose's download policy (medias.policy.ts) after this read; these functions never send a file's content.
 */

const storedFileColumns = {
  id: files.id,
  sha256: files.sha256,
  mimeType: files.mimeType,
  originalName: files.originalName,
  purpose: files.purpose,
  ownerAccountId: files.ownerAccountId,
};

export async function findStoredFile(db: DbOrTx, id: number) {
  const [row] = await db.select(storedFileColumns).from(files).where(eq(files.id, id));
  return row;
}

/** Every stored copy of a content hash for one purpose (the same photo may be stored for several people). */
export function listStoredByHash(db: DbOrTx, sha256: string, purpose: string) {
  return db
    .select(storedFileColumns)
    .from(files)
    .where(and(eq(files.sha256, sha256), eq(files.purpose, purpose)));
}
