import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phongBan, phongBanPhoPhong } from '../../db/schema';

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

/** The ids of the department's deputies. */
export async function listDeputyIds(db: DbOrTx, phongBanId: number) {
  const rows = await db
    .select({ id: phongBanPhoPhong.nhanVienId })
    .from(phongBanPhoPhong)
    .where(eq(phongBanPhoPhong.phongBanId, phongBanId));
  return new Set(rows.map((r) => r.id));
}

export async function addDeputy(db: DbOrTx, phongBanId: number, nhanVienId: number) {
  await db.insert(phongBanPhoPhong).values({ phongBanId, nhanVienId }).onConflictDoNothing();
}

/** Ends these people's deputyships: of one department, or of every department but `exceptId` (they moved). */
export async function removeDeputies(
  db: DbOrTx,
  nhanVienIds: number[],
  where: { phongBanId: number } | { exceptId: number } | 'all',
) {
  await db
    .delete(phongBanPhoPhong)
    .where(
      and(
        inArray(phongBanPhoPhong.nhanVienId, nhanVienIds),
        where === 'all'
          ? undefined
          : 'phongBanId' in where
            ? eq(phongBanPhoPhong.phongBanId, where.phongBanId)
            : ne(phongBanPhoPhong.phongBanId, where.exceptId),
      ),
    );
}

/** The live departments `nhanVienId` heads (the lesson-plan approval queue is theirs). */
export async function listDepartmentsHeadedBy(db: DbOrTx, nhanVienId: number) {
  return db
    .select({ id: phongBan.id, ten: phongBan.tenPhongBan })
    .from(phongBan)
    .where(and(eq(phongBan.truongPhongId, nhanVienId), isNull(phongBan.deletedAt)));
}

/** The live departments `nhanVienId` is a deputy of, with their heads (a head's own lesson plans are theirs to decide). */
export async function listDepartmentsDeputisedBy(db: DbOrTx, nhanVienId: number) {
  return db
    .select({ id: phongBan.id, truongPhongId: phongBan.truongPhongId })
    .from(phongBanPhoPhong)
    .innerJoin(phongBan, eq(phongBan.id, phongBanPhoPhong.phongBanId))
    .where(and(eq(phongBanPhoPhong.nhanVienId, nhanVienId), isNull(phongBan.deletedAt)));
}
