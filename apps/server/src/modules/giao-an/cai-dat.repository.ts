import { DEFAULT_LAYOUTS, type PlanLayouts } from '@hpl/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giaoAn, giaoAnCaiDat } from '../../db/schema';

const ROW_ID = 1;

export interface PlanSettings {
  duyetCap2: boolean;
  nguoiDuyetCap2Ids: number[];
  mucGiaoAn: PlanLayouts;
  version: number;
}

/** The school's lesson-plan settings; defaults (no second approval, seeded layouts) while never written. */
export async function readSettings(db: DbOrTx, lock = false): Promise<PlanSettings> {
  const query = db
    .select({
      duyetCap2: giaoAnCaiDat.duyetCap2,
      nguoiDuyetCap2Ids: giaoAnCaiDat.nguoiDuyetCap2Ids,
      mucGiaoAn: giaoAnCaiDat.mucGiaoAn,
      version: giaoAnCaiDat.version,
    })
    .from(giaoAnCaiDat)
    .where(eq(giaoAnCaiDat.id, ROW_ID));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { duyetCap2: false, nguoiDuyetCap2Ids: [], mucGiaoAn: DEFAULT_LAYOUTS, version: 0 };
  return { ...row, mucGiaoAn: row.mucGiaoAn ?? DEFAULT_LAYOUTS };
}

/** Writes the settings if they are still at `version` (0: never written); false when someone else saved first. */
export async function writeSettings(
  db: DbOrTx,
  version: number,
  values: { duyetCap2: boolean; nguoiDuyetCap2Ids: number[]; mucGiaoAn: PlanLayouts },
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

/**
 * How many plans of each subject were written with each of `keys` among their sections (a plan of the old fixed shape
 * has the seeded national sections): one row per subject and key, each plan counted once — its versions are not plans,
 * and a deleted plan is gone. The caller tells the subjects' programmes apart. School-wide: only the settings screen
 * asks.
 */
export async function countPlansUsingSections(
  db: DbOrTx,
  keys: string[],
): Promise<{ monHocId: number; ma: string; soGiaoAn: number }[]> {
  if (keys.length === 0) return [];
  const legacy = DEFAULT_LAYOUTS.vn.map((s) => s.ma);
  const rows = await db
    .select({
      monHocId: giaoAn.monHocId,
      ma: sql<string>`k.ma`,
      soGiaoAn: sql<number>`count(distinct ${giaoAn.id})::int`,
    })
    .from(giaoAn)
    .innerJoin(
      sql`lateral (
        select e->>'ma' as ma from jsonb_array_elements(
          case when jsonb_typeof(${giaoAn.noiDung}->'muc') = 'array' then ${giaoAn.noiDung}->'muc' else '[]'::jsonb end
        ) e
        union all
        select l.ma from json_array_elements_text(${JSON.stringify(legacy)}::json) l(ma)
        where ${giaoAn.noiDung} ? 'mucTieu'
      ) k`,
      sql`true`,
    )
    .where(sql`k.ma in (select json_array_elements_text(${JSON.stringify(keys)}::json))`)
    .groupBy(giaoAn.monHocId, sql`k.ma`);
  return rows.map((r) => ({ ...r, soGiaoAn: Number(r.soGiaoAn) }));
}
