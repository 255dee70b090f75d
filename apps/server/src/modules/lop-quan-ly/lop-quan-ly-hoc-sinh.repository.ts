import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lopQuanLyHocSinh } from '../../db/schema';

/**
 * The homeroom class members (`lop_quan_ly_hoc_sinh`): the only writers of the table, used by hoc-sinh (a new
 * student, the import, a class change, a transfer, a deletion) through this module's entry.
 */
export type Enrolment = typeof lopQuanLyHocSinh.$inferInsert;

/** Puts students in homeroom classes from a day on. */
export async function enrolInClasses(db: DbOrTx, values: Enrolment[]) {
  if (values.length > 0) await db.insert(lopQuanLyHocSinh).values(values);
}

/** Ends one enrolment on `lastDay` with the reason. */
export async function closeEnrolment(db: DbOrTx, id: number, lastDay: string, lyDo: string) {
  await db.update(lopQuanLyHocSinh).set({ denNgay: lastDay, lyDo }).where(eq(lopQuanLyHocSinh.id, id));
}

/** Ends every open homeroom enrolment of a student on `lastDay` (never before the day it began). */
export async function closeEnrolmentsOf(db: DbOrTx, hocSinhId: number, lastDay: string, lyDo: string) {
  await db
    .update(lopQuanLyHocSinh)
    .set({ denNgay: sql`greatest(${lopQuanLyHocSinh.tuNgay}, ${lastDay}::date)`, lyDo })
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), isNull(lopQuanLyHocSinh.denNgay)));
}

/** Ends every open enrolment of a deleted student on the day of the deletion, as it is. */
export async function endEnrolmentsOn(db: DbOrTx, hocSinhId: number, on: string, lyDo: string) {
  await db
    .update(lopQuanLyHocSinh)
    .set({ denNgay: on, lyDo })
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), isNull(lopQuanLyHocSinh.denNgay)));
}
