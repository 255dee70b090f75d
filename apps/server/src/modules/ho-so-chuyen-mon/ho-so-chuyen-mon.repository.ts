import type { RecordStatus } from '@hpl/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hoSoNop, hoSoTep, loaiHoSo, thanhTraGhiChu } from '../../db/schema';

/*
 * Records are read per teacher: the service resolves the caller's relation to the teacher (own, department head,
 * inspector) through the policy before any read or write here, so these functions take the teacher, not a scope.
 */

export function listTypes(db: DbOrTx, namHocId: number) {
  return db
    .select({
      id: loaiHoSo.id,
      ten: loaiHoSo.ten,
      tenEn: loaiHoSo.tenEn,
      hanNop: loaiHoSo.hanNop,
      chiGvcn: loaiHoSo.chiGvcn,
    })
    .from(loaiHoSo)
    .where(eq(loaiHoSo.namHocId, namHocId))
    .orderBy(asc(loaiHoSo.thuTu), asc(loaiHoSo.id));
}

export async function findType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: loaiHoSo.id, namHocId: loaiHoSo.namHocId })
    .from(loaiHoSo)
    .where(eq(loaiHoSo.id, id));
  return row;
}

const submissionColumns = {
  id: hoSoNop.id,
  loaiHoSoId: hoSoNop.loaiHoSoId,
  nhanVienId: hoSoNop.nhanVienId,
  trangThai: sql<RecordStatus>`${hoSoNop.trangThai}`,
  lanNop: hoSoNop.lanNop,
  ngayNop: hoSoNop.ngayNop,
  ghiChu: hoSoNop.ghiChu,
  version: hoSoNop.version,
};

export function listSubmissions(db: DbOrTx, nhanVienIds: number[], typeIds: number[]) {
  if (nhanVienIds.length === 0 || typeIds.length === 0) return Promise.resolve([]);
  return db
    .select(submissionColumns)
    .from(hoSoNop)
    .where(and(inArray(hoSoNop.nhanVienId, nhanVienIds), inArray(hoSoNop.loaiHoSoId, typeIds)));
}

export async function findSubmission(db: DbOrTx, id: number, lock = false) {
  const query = db.select(submissionColumns).from(hoSoNop).where(eq(hoSoNop.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSubmissionOf(db: DbOrTx, loaiHoSoId: number, nhanVienId: number) {
  const [row] = await db
    .select(submissionColumns)
    .from(hoSoNop)
    .where(and(eq(hoSoNop.loaiHoSoId, loaiHoSoId), eq(hoSoNop.nhanVienId, nhanVienId)))
    .for('update');
  return row;
}

export async function insertSubmission(db: DbOrTx, loaiHoSoId: number, nhanVienId: number) {
  const [row] = await db.insert(hoSoNop).values({ loaiHoSoId, nhanVienId }).returning({ id: hoSoNop.id });
  return row!.id;
}

export async function updateSubmission(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: { trangThai: RecordStatus; ghiChu?: string; lanNop?: number; ngayNop?: Date; nguoiKiemTraId?: number },
) {
  const rows = await db
    .update(hoSoNop)
    .set({ ...values, version: sql`${hoSoNop.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hoSoNop.id, id), eq(hoSoNop.version, expectedVersion)))
    .returning({ id: hoSoNop.id });
  return rows.length > 0;
}

export function listFiles(db: DbOrTx, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: hoSoTep.id,
      hoSoNopId: hoSoTep.hoSoNopId,
      fileId: hoSoTep.fileId,
      tenTep: hoSoTep.tenTep,
      kichThuoc: hoSoTep.kichThuoc,
      createdAt: hoSoTep.createdAt,
    })
    .from(hoSoTep)
    .where(inArray(hoSoTep.hoSoNopId, submissionIds))
    .orderBy(asc(hoSoTep.id));
}

export async function insertFile(
  db: DbOrTx,
  values: { hoSoNopId: number; fileId: number; tenTep: string; kichThuoc: number },
) {
  await db.insert(hoSoTep).values(values);
}

/** The teacher whose record a stored file belongs to (the download policy asks). */
export async function findOwnerOfFile(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({ nhanVienId: hoSoNop.nhanVienId })
    .from(hoSoTep)
    .innerJoin(hoSoNop, eq(hoSoNop.id, hoSoTep.hoSoNopId))
    .where(eq(hoSoTep.fileId, fileId));
  return row?.nhanVienId;
}

export function listNotes(db: DbOrTx, nhanVienId: number) {
  return db
    .select({
      id: thanhTraGhiChu.id,
      nguoiGhiId: thanhTraGhiChu.nguoiGhiId,
      checklist: thanhTraGhiChu.checklist,
      noiDung: thanhTraGhiChu.noiDung,
      createdAt: thanhTraGhiChu.createdAt,
    })
    .from(thanhTraGhiChu)
    .where(eq(thanhTraGhiChu.nhanVienId, nhanVienId))
    .orderBy(desc(thanhTraGhiChu.id));
}

export async function insertNote(
  db: DbOrTx,
  values: { nhanVienId: number; nguoiGhiId: number; checklist: Record<string, boolean>; noiDung: string },
) {
  const [row] = await db.insert(thanhTraGhiChu).values(values).returning({ id: thanhTraGhiChu.id });
  return row!.id;
}
