import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, phuHuynh, tacVuNhapDuLieu } from '../../db/schema';

/*
 * The student import's queries. An import job is its creator's: every read and change of a job takes the caller's
 * account id as its scope (another administrator's job is not found).
 */

/** The codes among `codes` (lower case) that students already hold, as stored. */
export async function listTakenCodes(db: DbOrTx, codes: string[], batch: number) {
  const taken: string[] = [];
  for (let i = 0; i < codes.length; i += batch) {
    const rows = await db
      .select({ ma: hocSinh.maHocSinh })
      .from(hocSinh)
      .where(inArray(sql`lower(${hocSinh.maHocSinh})`, codes.slice(i, i + batch)));
    taken.push(...rows.map((r) => r.ma));
  }
  return taken;
}

/** Stores a new job, forgetting the jobs older than `olderThan`. */
export async function insertJob(db: DbOrTx, olderThan: Date, values: typeof tacVuNhapDuLieu.$inferInsert) {
  await db.delete(tacVuNhapDuLieu).where(lt(tacVuNhapDuLieu.createdAt, olderThan));
  await db.insert(tacVuNhapDuLieu).values(values);
}

/** The caller's job of this kind, or undefined (someone else's job is not found). */
export async function findOwnJob(db: DbOrTx, owner: { accountId: number | null }, jobId: string, kind: string) {
  if (owner.accountId === null) return undefined;
  const [job] = await db
    .select()
    .from(tacVuNhapDuLieu)
    .where(
      and(
        eq(tacVuNhapDuLieu.id, jobId),
        eq(tacVuNhapDuLieu.loai, kind),
        eq(tacVuNhapDuLieu.taiKhoanId, owner.accountId),
      ),
    );
  return job;
}

/** Marks a previewed job as being imported; false when another request claimed it first. */
export async function claimJob(db: DbOrTx, jobId: string) {
  const claimed = await db
    .update(tacVuNhapDuLieu)
    .set({ trangThai: 'dang_nhap' })
    .where(and(eq(tacVuNhapDuLieu.id, jobId), eq(tacVuNhapDuLieu.trangThai, 'xem_truoc')))
    .returning({ id: tacVuNhapDuLieu.id });
  return claimed.length > 0;
}

export async function finishJob(db: DbOrTx, jobId: string, values: Partial<typeof tacVuNhapDuLieu.$inferInsert>) {
  await db
    .update(tacVuNhapDuLieu)
    .set({ ...values, duLieu: null, finishedAt: new Date() })
    .where(eq(tacVuNhapDuLieu.id, jobId));
}

/** Inserts students; answers code → id of the rows created. */
export async function insertStudents(db: DbOrTx, values: (typeof hocSinh.$inferInsert)[]) {
  const created = await db.insert(hocSinh).values(values).returning({ id: hocSinh.id, ma: hocSinh.maHocSinh });
  return new Map(created.map((c) => [c.ma, c.id]));
}

export async function insertParents(db: DbOrTx, values: (typeof phuHuynh.$inferInsert)[]) {
  if (values.length > 0) await db.insert(phuHuynh).values(values);
}

/** The homeroom members are written by their owner, lop-quan-ly. */
export { enrolInClasses as insertEnrolments } from '../lop-quan-ly';
