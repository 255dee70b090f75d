import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyCaiDatNhan, tamLyDangKyThamVan } from '../../db/schema';

// The intake settings are one school-wide row, read by everyone's request form (its public part) and changed by
// the team with the records permission: no per-caller scope narrows it.

const c = tamLyCaiDatNhan;
export type SettingsRow = typeof c.$inferSelect;
export type SettingsValues = Omit<typeof c.$inferInsert, 'id' | 'version' | 'updatedAt'>;

/** The settings row, or undefined until it is first saved; `forUpdate` serialises assignments in turn. */
export async function findSettings(db: DbOrTx, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(c).where(eq(c.id, 1));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Inserts the first row (version 0 expected) or updates it when the version matches; false on a stale version. */
export async function saveSettings(db: DbOrTx, expectedVersion: number, values: SettingsValues): Promise<boolean> {
  if (expectedVersion === 0) {
    const inserted = await db
      .insert(c)
      .values({ id: 1, ...values })
      .onConflictDoNothing()
      .returning({ id: c.id });
    if (inserted.length > 0) return true;
  }
  const rows = await db
    .update(c)
    .set({ ...values, version: sql`${c.version} + 1`, updatedAt: new Date() })
    .where(and(eq(c.id, 1), eq(c.version, expectedVersion)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Who of these accounts got the latest assigned request (the round robin continues after them). */
export async function lastAssignedAmong(db: DbOrTx, taiKhoanIds: number[]): Promise<number | null> {
  const r = tamLyDangKyThamVan;
  const [row] = await db
    .select({ id: r.phuTrachId })
    .from(r)
    .where(and(isNotNull(r.phuTrachId), inArray(r.phuTrachId, taiKhoanIds.concat(0))))
    .orderBy(desc(r.id))
    .limit(1);
  return row?.id ?? null;
}
