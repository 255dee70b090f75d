import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giaoAnCaiDat } from '../../db/schema';

const ROW_ID = 1;

export interface PlanSettings {
  duyetCap2: boolean;
  nguoiDuyetCap2Ids: number[];
  version: number;
}

/** The school's lesson-plan settings; defaults (no second approval) while the row was never written. */
export async function readSettings(db: DbOrTx, lock = false): Promise<PlanSettings> {
  const query = db
    .select({
      duyetCap2: giaoAnCaiDat.duyetCap2,
      nguoiDuyetCap2Ids: giaoAnCaiDat.nguoiDuyetCap2Ids,
      version: giaoAnCaiDat.version,
    })
    .from(giaoAnCaiDat)
    .where(eq(giaoAnCaiDat.id, ROW_ID));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { duyetCap2: false, nguoiDuyetCap2Ids: [], version: 0 };
}

/** Writes the settings if they are still at `version` (0: never written); false when someone else saved first. */
export async function writeSettings(
  db: DbOrTx,
  version: number,
  values: { duyetCap2: boolean; nguoiDuyetCap2Ids: number[] },
): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insert(giaoAnCaiDat)
      .values({ id: ROW_ID, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ id: giaoAnCaiDat.id });
    return inserted.length === 1;
  }
  const updated = await db
    .update(giaoAnCaiDat)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(giaoAnCaiDat.id, ROW_ID), eq(giaoAnCaiDat.version, version)))
    .returning({ version: giaoAnCaiDat.version });
  return updated.length === 1;
}
