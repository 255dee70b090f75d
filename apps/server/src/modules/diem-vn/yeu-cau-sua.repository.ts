import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { diemVnYeuCauSua, hocSinh, lopMonHoc, nhanVien } from '../../db/schema';

// Change requests of both halves. The queue is scoped in the query: `listChangeRequests` takes the requester
// (`nguoiYeuCauId`) for a teacher's own requests, and only the office lists every request. Deciding one (`:id`) is the
// office's alone (the routes' `config.auth`), who may see every request: `decideRequest` answers 404 for an unknown id.

const approver = alias(nhanVien, 'nguoi_duyet');

function selectRequests(db: DbOrTx) {
  return db
    .select({
      id: diemVnYeuCauSua.id,
      lopMonHocId: diemVnYeuCauSua.lopMonHocId,
      tenLopMonHoc: lopMonHoc.tenLop,
      hocSinhId: diemVnYeuCauSua.hocSinhId,
      hoTenHocSinh: hocSinh.hoTen,
      hocKy: diemVnYeuCauSua.hocKy,
      cot: diemVnYeuCauSua.cot,
      giaTriCu: diemVnYeuCauSua.giaTriCu,
      giaTriMoi: diemVnYeuCauSua.giaTriMoi,
      lyDo: diemVnYeuCauSua.lyDo,
      nguoiYeuCauId: diemVnYeuCauSua.nguoiYeuCauId,
      nguoiYeuCau: nhanVien.hoTen,
      trangThai: diemVnYeuCauSua.trangThai,
      nguoiDuyet: approver.hoTen,
      ghiChuDuyet: diemVnYeuCauSua.ghiChuDuyet,
      createdAt: diemVnYeuCauSua.createdAt,
      duyetLuc: diemVnYeuCauSua.duyetLuc,
      version: diemVnYeuCauSua.version,
    })
    .from(diemVnYeuCauSua)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, diemVnYeuCauSua.lopMonHocId))
    .innerJoin(hocSinh, eq(hocSinh.id, diemVnYeuCauSua.hocSinhId))
    .innerJoin(nhanVien, eq(nhanVien.id, diemVnYeuCauSua.nguoiYeuCauId))
    .leftJoin(approver, eq(approver.id, diemVnYeuCauSua.nguoiDuyetId))
    .$dynamic();
}
export type ChangeRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export async function findChangeRequest(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(diemVnYeuCauSua.id, id));
  return row;
}

/** Pending first, newest first; at most 500. */
export function listChangeRequests(db: DbOrTx, filter: { trangThai?: string; nguoiYeuCauId?: number }) {
  return selectRequests(db)
    .where(
      and(
        filter.trangThai ? eq(diemVnYeuCauSua.trangThai, filter.trangThai) : undefined,
        filter.nguoiYeuCauId !== undefined ? eq(diemVnYeuCauSua.nguoiYeuCauId, filter.nguoiYeuCauId) : undefined,
      ),
    )
    .orderBy(sql`${diemVnYeuCauSua.trangThai} = 'cho_duyet' desc`, desc(diemVnYeuCauSua.createdAt))
    .limit(500);
}

/** Serialises requests for one student's cells in a class until the transaction ends. */
export async function lockStudentCells(db: DbOrTx, lopMonHocId: number, hocSinhId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${lopMonHocId}, ${hocSinhId})`);
}

export async function hasPendingRequest(
  db: DbOrTx,
  cell: { lopMonHocId: number; hocSinhId: number; hocKy: number; cot: string },
) {
  const [row] = await db
    .select({ id: diemVnYeuCauSua.id })
    .from(diemVnYeuCauSua)
    .where(
      and(
        eq(diemVnYeuCauSua.lopMonHocId, cell.lopMonHocId),
        eq(diemVnYeuCauSua.hocSinhId, cell.hocSinhId),
        eq(diemVnYeuCauSua.hocKy, cell.hocKy),
        eq(diemVnYeuCauSua.cot, cell.cot),
        eq(diemVnYeuCauSua.trangThai, 'cho_duyet'),
      ),
    );
  return row !== undefined;
}

/** The cells of a subject class with a change request waiting for a decision (either half: `cot` tells them apart). */
export function listPendingRequestCells(db: DbOrTx, lopMonHocId: number) {
  return db
    .selectDistinct({ hocSinhId: diemVnYeuCauSua.hocSinhId, hocKy: diemVnYeuCauSua.hocKy, cot: diemVnYeuCauSua.cot })
    .from(diemVnYeuCauSua)
    .where(and(eq(diemVnYeuCauSua.lopMonHocId, lopMonHocId), eq(diemVnYeuCauSua.trangThai, 'cho_duyet')))
    .orderBy(asc(diemVnYeuCauSua.hocSinhId), asc(diemVnYeuCauSua.hocKy), asc(diemVnYeuCauSua.cot));
}

export async function insertChangeRequest(db: DbOrTx, row: typeof diemVnYeuCauSua.$inferInsert) {
  const [saved] = await db.insert(diemVnYeuCauSua).values(row).returning({ id: diemVnYeuCauSua.id });
  return saved!.id;
}

export async function lockChangeRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ trangThai: diemVnYeuCauSua.trangThai, version: diemVnYeuCauSua.version })
    .from(diemVnYeuCauSua)
    .where(eq(diemVnYeuCauSua.id, id))
    .for('update');
  return row;
}

export async function decideChangeRequest(
  db: DbOrTx,
  id: number,
  values: { trangThai: string; nguoiDuyetId: number | null; ghiChuDuyet: string | null; version: number },
) {
  await db
    .update(diemVnYeuCauSua)
    .set({ ...values, duyetLuc: new Date() })
    .where(eq(diemVnYeuCauSua.id, id));
}
