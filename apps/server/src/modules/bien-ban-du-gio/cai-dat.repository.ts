import { DEFAULT_RUBRIC, DEFAULT_SCALE, type RubricDef, type ScoreScale } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { duGioCaiDat } from '../../db/schema';

// The school's one rubric row: school-wide, read by every observation and edited by HR; no scope to narrow.

const ROW_ID = 1;

/** The rubric setting: the criteria and their score scale. */
export type RubricSetting = { tieuChi: RubricDef } & ScoreScale;

/** The observation rubric; the seeded 5555 criteria on 1–4 while it was never saved (version 0). */
export async function readRubric(db: DbOrTx, lock = false): Promise<RubricSetting & { version: number }> {
  const query = db
    .select({
      tieuChi: duGioCaiDat.tieuChi,
      diemToiThieu: duGioCaiDat.diemToiThieu,
      diemToiDa: duGioCaiDat.diemToiDa,
      version: duGioCaiDat.version,
    })
    .from(duGioCaiDat)
    .where(eq(duGioCaiDat.id, ROW_ID));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { tieuChi: DEFAULT_RUBRIC, ...DEFAULT_SCALE, version: 0 };
}

/** Writes the rubric if it is still at `version`; false when someone else saved first. */
export async function writeRubric(db: DbOrTx, version: number, setting: RubricSetting): Promise<boolean> {
  const values = { tieuChi: setting.tieuChi, diemToiThieu: setting.diemToiThieu, diemToiDa: setting.diemToiDa };
  if (version === 0) {
    const inserted = await db
      .insert(duGioCaiDat)
      .values({ id: ROW_ID, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ id: duGioCaiDat.id });
    return inserted.length === 1;
  }
  const updated = await db
    .update(duGioCaiDat)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(duGioCaiDat.id, ROW_ID), eq(duGioCaiDat.version, version)))
    .returning({ id: duGioCaiDat.id });
  return updated.length === 1;
}
