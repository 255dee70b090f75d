import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chuyenTruong, chuyenTruongTaiLieu, hocSinh, lopQuanLy, lopQuanLyHocSinh } from '../../db/schema';

/*
 * The queries of class and school transfers. Homeroom enrolments and transfers are this module's rows; subject-class
 * memberships are changed through lop-mon-hoc's entry. No caller scope: the transfer routes are for Admin only.
 */

/** Live students by id with their status. */
export function findStudentsForMove(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: hocSinh.id, hoTen: hocSinh.hoTen, trangThai: hocSinh.trangThai })
    .from(hocSinh)
    .where(and(inArray(hocSinh.id, ids), isNull(hocSinh.deletedAt)));
}

/** A student's open homeroom enrolment in a year, with the class name. */
export async function findOpenEnrolmentInYear(db: DbOrTx, hocSinhId: number, namHocId: number) {
  const [row] = await db
    .select({
      id: lopQuanLyHocSinh.id,
      lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId,
      tuNgay: lopQuanLyHocSinh.tuNgay,
      tenLop: lopQuanLy.tenLop,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .where(
      and(
        eq(lopQuanLyHocSinh.hocSinhId, hocSinhId),
        isNull(lopQuanLyHocSinh.denNgay),
        eq(lopQuanLy.namHocId, namHocId),
      ),
    );
  return row;
}

/** Any open homeroom enrolment of the student, or undefined. */
export async function findOpenEnrolment(db: DbOrTx, hocSinhId: number) {
  const [row] = await db
    .select({ id: lopQuanLyHocSinh.id })
    .from(lopQuanLyHocSinh)
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), isNull(lopQuanLyHocSinh.denNgay)));
  return row;
}

/** Writes to the homeroom members go through their owner, lop-quan-ly. */
export { closeEnrolment, closeEnrolmentsOf } from '../lop-quan-ly';

export async function setStudentStatus(db: DbOrTx, id: number, trangThai: 'dang_hoc' | 'chuyen_truong') {
  await db
    .update(hocSinh)
    .set({ trangThai, version: sql`${hocSinh.version} + 1`, updatedAt: new Date() })
    .where(eq(hocSinh.id, id));
}

export async function insertTransfer(db: DbOrTx, values: typeof chuyenTruong.$inferInsert) {
  const [row] = await db.insert(chuyenTruong).values(values).returning({ id: chuyenTruong.id });
  return row!.id;
}

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: chuyenTruong.id, hocSinhId: chuyenTruong.hocSinhId })
    .from(chuyenTruong)
    .where(eq(chuyenTruong.id, id));
  return row;
}

export async function attachDocument(db: DbOrTx, chuyenTruongId: number, fileId: number) {
  await db.insert(chuyenTruongTaiLieu).values({ chuyenTruongId, fileId });
}
