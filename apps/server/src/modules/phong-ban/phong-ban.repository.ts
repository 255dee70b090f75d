import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phongBan } from '../../db/schema';

/*
 * Departments are school-wide master data: every caller the route's authority admits sees every department, so these
 * reads take no row scope (see docs/module-shape.md). Staff rows are read and moved through the nhan-vien entry.
 */

/** A live department, or undefined. */
export async function findDepartment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: phongBan.id, ten: phongBan.tenPhongBan, truongPhongId: phongBan.truongPhongId })
    .from(phongBan)
    .where(and(eq(phongBan.id, id), isNull(phongBan.deletedAt)));
  return row;
}

/** Who among `nhanVienIds` heads a live department other than `exceptId`. */
export async function listHeadsElsewhere(db: DbOrTx, nhanVienIds: number[], exceptId: number) {
  const rows = await db
    .select({ truongPhongId: phongBan.truongPhongId })
    .from(phongBan)
    .where(and(inArray(phongBan.truongPhongId, nhanVienIds), ne(phongBan.id, exceptId), isNull(phongBan.deletedAt)));
  return rows.map((r) => r.truongPhongId);
}

/** The live departments `nhanVienId` heads (the lesson-plan approval queue is theirs). */
export async function listDepartmentsHeadedBy(db: DbOrTx, nhanVienId: number) {
  return db
    .select({ id: phongBan.id, ten: phongBan.tenPhongBan })
    .from(phongBan)
    .where(and(eq(phongBan.truongPhongId, nhanVienId), isNull(phongBan.deletedAt)));
}
