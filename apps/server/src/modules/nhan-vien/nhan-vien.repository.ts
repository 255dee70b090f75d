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

/** Moves one staff member into a department (its new head joins it); no new version when already there. */
export async function moveIntoDepartment(db: DbOrTx, nhanVienId: number, phongBanId: number) {
  await db
    .update(nhanVien)
    .set({ phongBanId, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
    .where(and(eq(nhanVien.id, nhanVienId), sql`${nhanVien.phongBanId} is distinct from ${phongBanId}`));
}

/**
 * Sets a staff member's yearly leave days (don-nghi-phep's entitlement screen) when the stored version is the
 * expected one; false when the record changed meanwhile.
 */
export async function setLeaveEntitlement(
  db: DbOrTx,
  nhanVienId: number,
  expectedVersion: number,
  soNgayPhepNam: number | null,
) {
  const rows = await db
    .update(nhanVien)
    .set({ soNgayPhepNam, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
    .where(and(eq(nhanVien.id, nhanVienId), eq(nhanVien.version, expectedVersion)))
    .returning({ id: nhanVien.id });
  return rows.length === 1;
}

/** A staff member's photo (the stored file id); undefined for an unknown or deleted record. */
export async function findStaffAvatar(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: nhanVien.id, anhDaiDien: nhanVien.anhDaiDien })
    .from(nhanVien)
    .where(and(eq(nhanVien.id, id), isNull(nhanVien.deletedAt)));
  return row;
}

/** Replaces a staff member's photo (hoc-sinh's photo upload serves staff photos too). */
export async function setStaffAvatar(db: DbOrTx, id: number, fileId: number) {
  await db
    .update(nhanVien)
    .set({ anhDaiDien: fileId, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
    .where(eq(nhanVien.id, id));
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
