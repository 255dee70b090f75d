import type { TrangThaiYeuCauSua, YeuCauSuaListQuery } from '@hpl/shared';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { chamCongMay, nhanVien, taiKhoan, yeuCauSuaChamCong as yc } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

/**
 * Punch corrections. Scope: a staff member's own requests (`nhanVienId`), or every request for HR (undefined); the
 * list joins the requester and approver names to search and sort on them.
 */
const approver = alias(nhanVien, 'nguoi_duyet');

const columns = {
  id: yc.id,
  nhanVienId: yc.nhanVienId,
  hoTen: nhanVien.hoTen,
  maNhanVien: nhanVien.maNhanVien,
  thoiDiem: yc.thoiDiem,
  lyDo: yc.lyDo,
  trangThai: yc.trangThai,
  ghiChuDuyet: yc.ghiChuDuyet,
  nguoiDuyet: approver.hoTen,
  createdAt: yc.createdAt,
  version: yc.version,
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(yc)
    .innerJoin(nhanVien, eq(nhanVien.id, yc.nhanVienId))
    .leftJoin(approver, eq(approver.id, yc.nguoiDuyetId));

const mine = (nhanVienId: number | undefined): SQL | undefined =>
  nhanVienId === undefined ? undefined : eq(yc.nhanVienId, nhanVienId);

export function listRequests(db: DbOrTx, nhanVienId: number | undefined, query: YeuCauSuaListQuery) {
  const where = and(
    mine(nhanVienId),
    query.trangThai ? eq(yc.trangThai, query.trangThai) : undefined,
    searchAny(query.search, nhanVien.hoTen, nhanVien.maNhanVien, yc.lyDo),
  );
  const order = orderByOf(query.sort, { thoiDiem: yc.thoiDiem, ngayTao: yc.createdAt, hoTen: nhanVien.hoTen }, [
    desc(yc.createdAt),
  ]);
  return pageWithTotal(
    query,
    base(db)
      .where(where)
      .orderBy(...order, desc(yc.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(yc).innerJoin(nhanVien, eq(nhanVien.id, yc.nhanVienId)).where(where),
  );
}

export async function findRequest(db: DbOrTx, nhanVienId: number | undefined, id: number) {
  const [row] = await base(db).where(and(eq(yc.id, id), mine(nhanVienId)));
  return row;
}

/** The person's requests made in [from, to) (the month's calendar). */
export function listRequestsBetween(db: DbOrTx, nhanVienId: number, from: Date, to: Date) {
  return base(db)
    .where(and(eq(yc.nhanVienId, nhanVienId), gte(yc.thoiDiem, from), lt(yc.thoiDiem, to)))
    .orderBy(asc(yc.thoiDiem));
}

/** Machine punches and approved corrections of the person in [from, to). */
export async function listDayPunches(db: DbOrTx, nhanVienId: number, from: Date, to: Date) {
  const machine = await db
    .select({ at: chamCongMay.thoiDiem })
    .from(chamCongMay)
    .where(and(eq(chamCongMay.nhanVienId, nhanVienId), gte(chamCongMay.thoiDiem, from), lt(chamCongMay.thoiDiem, to)));
  const approved = await db
    .select({ at: yc.thoiDiem })
    .from(yc)
    .where(
      and(eq(yc.nhanVienId, nhanVienId), eq(yc.trangThai, 'daDuyet'), gte(yc.thoiDiem, from), lt(yc.thoiDiem, to)),
    );
  return [...machine.map((p) => ({ at: p.at })), ...approved.map((p) => ({ at: p.at, corrected: true }))];
}

/** Whether the person already has a pending or approved request for that instant. */
export async function hasOpenRequest(db: DbOrTx, nhanVienId: number, thoiDiem: Date) {
  const [row] = await db
    .select({ id: yc.id })
    .from(yc)
    .where(and(eq(yc.nhanVienId, nhanVienId), eq(yc.thoiDiem, thoiDiem), sql`${yc.trangThai} <> 'tuChoi'`))
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(db: DbOrTx, values: { nhanVienId: number; thoiDiem: Date; lyDo: string }) {
  const [row] = await db.insert(yc).values(values).returning({ id: yc.id });
  return row!.id;
}

/** Decides a pending request at the expected version; undefined when it changed or was decided meanwhile. */
export async function decideRequest(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  decision: { trangThai: TrangThaiYeuCauSua; nguoiDuyetId: number | null; ghiChuDuyet: string | null },
) {
  const [row] = await db
    .update(yc)
    .set({ ...decision, version: sql`${yc.version} + 1`, updatedAt: new Date() })
    .where(and(eq(yc.id, id), eq(yc.version, expectedVersion), eq(yc.trangThai, 'choDuyet')))
    .returning({ id: yc.id });
  return row;
}

/** HR's accounts (the QuanLyNhanSu permission): they hear of new correction requests. */
export async function listHrAccounts(db: DbOrTx) {
  const rows = await db
    .select({ id: taiKhoan.id })
    .from(taiKhoan)
    .where(sql`'QuanLyNhanSu' = any(${taiKhoan.permissions})`);
  return rows.map((r) => r.id);
}
