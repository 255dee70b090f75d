import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nhanVien, phongBan } from '../../db/schema';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';

/*
 * Staff rows for other modules (departments move people in and out). Staff records are not scoped by caller: the
 * routes that reach them are for Admin and HR, and the callers check their own authority first.
 */

/** Live staff of a department, by given name then full name (Vietnamese order). */
export function listStaffOfDepartment(db: DbOrTx, phongBanId: number) {
  return db
    .select({
      id: nhanVien.id,
      maNhanVien: nhanVien.maNhanVien,
      hoTen: nhanVien.hoTen,
      chucVu: nhanVien.chucVu,
      chucVuEn: nhanVien.chucVuEn,
      email: nhanVien.email,
      dienThoai: nhanVien.dienThoai,
      anhDaiDien: avatarKeyOf(nhanVien.anhDaiDien),
    })
    .from(nhanVien)
    .where(and(eq(nhanVien.phongBanId, phongBanId), isNull(nhanVien.deletedAt)))
    .orderBy(asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id));
}

/** The live staff among `ids`, with their current department. */
export function findStaffByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: nhanVien.id, hoTen: nhanVien.hoTen, phongBanId: nhanVien.phongBanId })
    .from(nhanVien)
    .where(and(inArray(nhanVien.id, ids), isNull(nhanVien.deletedAt)));
}

/** A live staff member of the department, or undefined. */
export async function findStaffInDepartment(db: DbOrTx, phongBanId: number, id: number) {
  const [row] = await db
    .select({ id: nhanVien.id, hoTen: nhanVien.hoTen })
    .from(nhanVien)
    .where(and(eq(nhanVien.id, id), eq(nhanVien.phongBanId, phongBanId), isNull(nhanVien.deletedAt)));
  return row;
}

/** Moves staff into a department (null: out of any), a new version of each record. */
export async function setDepartmentOf(db: DbOrTx, ids: number[], phongBanId: number | null) {
  await db
    .update(nhanVien)
    .set({ phongBanId, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
    .where(inArray(nhanVien.id, ids));
}

/** Every staff code (lower case) → staff id, for imports that name staff by code (machine logs). */
export async function mapStaffCodes(db: DbOrTx) {
  const rows = await db.select({ id: nhanVien.id, ma: nhanVien.maNhanVien }).from(nhanVien);
  return new Map(rows.map((s) => [s.ma.toLowerCase(), s.id]));
}

/**
 * Working staff who teach: members of the subject departments, plus `alsoIds` wherever they work (a teacher assigned
 * from another department), by given name then full name.
 */
export function listTeachingStaff(db: DbOrTx, alsoIds: number[] = []) {
  return db
    .select({
      id: nhanVien.id,
      maNhanVien: nhanVien.maNhanVien,
      hoTen: nhanVien.hoTen,
      tenPhongBan: phongBan.tenPhongBan,
    })
    .from(nhanVien)
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .where(
      and(
        isNull(nhanVien.deletedAt),
        eq(nhanVien.trangThai, 'dang_lam'),
        or(eq(phongBan.loai, 'to_chuyen_mon'), alsoIds.length ? inArray(nhanVien.id, alsoIds) : undefined),
      ),
    )
    .orderBy(asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id));
}

/** Working staff by id (assignments take only them): id, code and name. */
export function findWorkingStaffByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: nhanVien.id, maNhanVien: nhanVien.maNhanVien, hoTen: nhanVien.hoTen })
    .from(nhanVien)
    .where(and(inArray(nhanVien.id, ids), isNull(nhanVien.deletedAt), eq(nhanVien.trangThai, 'dang_lam')));
}
