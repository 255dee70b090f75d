import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ngoaiLeTietHoc, tietHoc } from '../../db/schema';

// Substitutions: school-wide records that only the timetable managers reach, no per-caller scope to narrow.

/** The lesson's row, locked: serialises concurrent changes of its dates (the stale check reads after it). */
export async function lockLesson(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: tietHoc.id }).from(tietHoc).where(eq(tietHoc.id, id)).for('update');
  return row;
}

/** Substitute lessons given per teacher between two dates (inclusive). */
export function countSubstitutionsBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({ nhanVienId: sql<number>`${ngoaiLeTietHoc.giaoVienThayId}`, soTiet: count() })
    .from(ngoaiLeTietHoc)
    .where(
      and(
        eq(ngoaiLeTietHoc.loai, 'day_thay'),
        sql`${ngoaiLeTietHoc.giaoVienThayId} is not null`,
        sql`${ngoaiLeTietHoc.ngay} between ${from} and ${to}`,
      ),
    )
    .groupBy(ngoaiLeTietHoc.giaoVienThayId);
}
