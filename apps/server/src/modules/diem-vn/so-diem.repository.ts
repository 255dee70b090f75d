import type { CellInput, CellState, CommentResult } from '@hpl/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  diemVnCaiDat,
  diemVnCongBo,
  diemVnCotNhap,
  diemVnDiem,
  diemVnNhanXet,
  hocSinh,
  lopMonHoc,
  lopMonHocHocSinh,
  nhanVien,
  taiKhoan,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { markText } from './diem-vn.repository';
import { type AverageWrite, averageRecords, upsertAveragesSql } from './trung-binh.repository';

// A subject class's gradebook (Circular 22): cells, comments, averages and their history. These queries take a class
// id, not a scope: the service resolves the class once through `loadClass` / `loadClassForWrite` (diem-vn.service.ts),
// which answers 404 for a class outside the caller's scope, before any of them runs.

export interface CellRow {
  id: number;
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  cot: string;
  trangThai: CellState;
  giaTri: number | null;
  ketQua: CommentResult | null;
  version: number;
}

export const cellColumns = {
  id: diemVnDiem.id,
  lopMonHocId: diemVnDiem.lopMonHocId,
  hocSinhId: diemVnDiem.hocSinhId,
  hocKy: diemVnDiem.hocKy,
  cot: diemVnDiem.cot,
  trangThai: diemVnDiem.trangThai,
  giaTri: diemVnDiem.giaTri,
  ketQua: diemVnDiem.ketQua,
  version: diemVnDiem.version,
};

export function toCellRow(row: {
  id: number;
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  cot: string;
  trangThai: string;
  giaTri: string | null;
  ketQua: string | null;
  version: number;
}): CellRow {
  return {
    ...row,
    trangThai: row.trangThai as CellState,
    giaTri: row.giaTri == null ? null : Number(row.giaTri),
    ketQua: row.ketQua as CommentResult | null,
  };
}

/** Cells of a class, optionally of some students only; `forUpdate` locks them for the rest of the transaction. */
export async function listCells(
  db: DbOrTx,
  lopMonHocId: number,
  options: { hocSinhIds?: number[]; forUpdate?: boolean } = {},
): Promise<CellRow[]> {
  const query = db
    .select(cellColumns)
    .from(diemVnDiem)
    .where(
      and(
        eq(diemVnDiem.lopMonHocId, lopMonHocId),
        options.hocSinhIds ? inArray(diemVnDiem.hocSinhId, options.hocSinhIds) : undefined,
      ),
    );
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows.map(toCellRow);
}

export async function upsertCells(
  db: DbOrTx,
  rows: { lopMonHocId: number; hocSinhId: number; hocKy: number; cot: string; value: CellInput }[],
  accountId: number | null,
) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(diemVnDiem)
    .values(
      rows.map((r) => ({
        lopMonHocId: r.lopMonHocId,
        hocSinhId: r.hocSinhId,
        hocKy: r.hocKy,
        cot: r.cot,
        trangThai: r.value.trangThai,
        giaTri: r.value.trangThai === 'diem' && r.value.giaTri != null ? markText(r.value.giaTri) : null,
        ketQua: r.value.trangThai === 'diem' ? (r.value.ketQua ?? null) : null,
        updatedBy: accountId,
      })),
    )
    .onConflictDoUpdate({
      target: [diemVnDiem.lopMonHocId, diemVnDiem.hocKy, diemVnDiem.hocSinhId, diemVnDiem.cot],
      set: {
        trangThai: sql`excluded.trang_thai`,
        giaTri: sql`excluded.gia_tri`,
        ketQua: sql`excluded.ket_qua`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
        version: sql`${diemVnDiem.version} + 1`,
      },
    })
    .returning(cellColumns);
  return inserted.map(toCellRow);
}

export async function deleteCells(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(diemVnDiem).where(inArray(diemVnDiem.id, ids));
}

/** One audit row per changed cell, written in one statement (a save of a whole column stays fast). */
export async function auditCells(
  db: DbOrTx,
  actor: { accountId: number | null; requestId?: string },
  entries: { entityId: string; before: unknown; after: unknown; reason?: string | null; action?: string }[],
) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorAccountId: actor.accountId,
      action: e.action ?? 'update',
      entity: CELL_ENTITY,
      entityId: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
      reason: e.reason ?? null,
      requestId: actor.requestId ?? null,
    })),
  );
}
export const CELL_ENTITY = 'DiemVN.o';
export const cellKey = (lopMonHocId: number, hocKy: number, hocSinhId: number, cot: string) =>
  `${lopMonHocId}:${hocKy}:${hocSinhId}:${cot}`;

export function listCellHistory(db: DbOrTx, key: string, entity = CELL_ENTITY) {
  return db
    .select({
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      nguoiSua: sql<string | null>`coalesce(${nhanVien.hoTen}, ${taiKhoan.username})`,
    })
    .from(auditLog)
    .leftJoin(taiKhoan, eq(taiKhoan.id, auditLog.actorAccountId))
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

export function listComments(db: DbOrTx, lopMonHocId: number) {
  return db
    .select({
      id: diemVnNhanXet.id,
      hocSinhId: diemVnNhanXet.hocSinhId,
      hocKy: diemVnNhanXet.hocKy,
      noiDung: diemVnNhanXet.noiDung,
      version: diemVnNhanXet.version,
    })
    .from(diemVnNhanXet)
    .where(eq(diemVnNhanXet.lopMonHocId, lopMonHocId));
}

export async function findComment(db: DbOrTx, lopMonHocId: number, hocKy: number, hocSinhId: number) {
  const [row] = await db
    .select({ id: diemVnNhanXet.id, noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version })
    .from(diemVnNhanXet)
    .where(
      and(
        eq(diemVnNhanXet.lopMonHocId, lopMonHocId),
        eq(diemVnNhanXet.hocKy, hocKy),
        eq(diemVnNhanXet.hocSinhId, hocSinhId),
      ),
    )
    .for('update');
  return row;
}

/** Counts of filled cells (any state) per class and column for one term. */
export function countFilledCells(db: DbOrTx, lopMonHocIds: number[], hocKy: number) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lopMonHocId: diemVnDiem.lopMonHocId, cot: diemVnDiem.cot, n: sql<number>`cast(count(*) as integer)` })
    .from(diemVnDiem)
    .innerJoin(
      lopMonHocHocSinh,
      and(
        eq(lopMonHocHocSinh.lopMonHocId, diemVnDiem.lopMonHocId),
        eq(lopMonHocHocSinh.hocSinhId, diemVnDiem.hocSinhId),
        isNull(lopMonHocHocSinh.denNgay),
      ),
    )
    .where(and(inArray(diemVnDiem.lopMonHocId, lopMonHocIds), eq(diemVnDiem.hocKy, hocKy)))
    .groupBy(diemVnDiem.lopMonHocId, diemVnDiem.cot);
}

/** What a save checks besides the class itself, in one round trip: settings, windows, publication, current members. */
export async function findWriteState(db: DbOrTx, lopMonHocId: number) {
  const [row] = rowsOf<{
    cai_dat: unknown;
    windows: { hocKy: number; cot: string; moLuc: string; dongLuc: string }[] | null;
    publication: { hocKy: number; congBo: boolean; khoa: boolean }[] | null;
    members: number[] | null;
  }>(
    await db.execute(sql`select
      (select s.cai_dat from ${diemVnCaiDat} s where s.nam_hoc_id = c.nam_hoc_id) as cai_dat,
      (select json_agg(json_build_object('hocKy', w.hoc_ky, 'cot', w.cot, 'moLuc', w.mo_luc, 'dongLuc', w.dong_luc))
        from ${diemVnCotNhap} w where w.nam_hoc_id = c.nam_hoc_id) as windows,
      (select json_agg(json_build_object('hocKy', p.hoc_ky, 'congBo', p.cong_bo, 'khoa', p.khoa))
        from ${diemVnCongBo} p where p.lop_mon_hoc_id = c.id) as publication,
      (select json_agg(m.hoc_sinh_id) from ${lopMonHocHocSinh} m join ${hocSinh} h on h.id = m.hoc_sinh_id
        where m.lop_mon_hoc_id = c.id and m.den_ngay is null and h.deleted_at is null) as members
      from ${lopMonHoc} c where c.id = ${lopMonHocId}`),
  );
  if (!row) return undefined;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    caiDat: json<unknown>(row.cai_dat),
    windows: (json<typeof row.windows>(row.windows) ?? []).map((w) => ({
      hocKy: w.hocKy,
      cot: w.cot,
      moLuc: new Date(w.moLuc),
      dongLuc: new Date(w.dongLuc),
    })),
    publication: json<typeof row.publication>(row.publication) ?? [],
    members: json<number[] | null>(row.members) ?? [],
  };
}

interface RawCell {
  id: number;
  lop_mon_hoc_id: number;
  hoc_sinh_id: number;
  hoc_ky: number;
  cot: string;
  trang_thai: string;
  gia_tri: string | number | null;
  ket_qua: string | null;
  version: number;
}
const fromRawCell = (r: RawCell): CellRow => ({
  id: Number(r.id),
  lopMonHocId: Number(r.lop_mon_hoc_id),
  hocSinhId: Number(r.hoc_sinh_id),
  hocKy: Number(r.hoc_ky),
  cot: r.cot,
  trangThai: r.trang_thai as CellState,
  giaTri: r.gia_tri == null ? null : Number(r.gia_tri),
  ketQua: r.ket_qua as CommentResult | null,
  version: Number(r.version),
});

export interface CellWrite {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  value: CellInput;
}
export interface CellAudit {
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}
/**
 * A whole save in one statement: cells upserted (version + 1) and deleted, one audit row per changed cell, the stored
 * averages refreshed. Run it in the transaction that locked the cells. Answers the written cells.
 */
export async function writeCellChanges(
  db: DbOrTx,
  input: {
    lopMonHocId: number;
    actor: { accountId: number | null; requestId?: string };
    upserts: CellWrite[];
    deleteIds: number[];
    audits: CellAudit[];
    averages: AverageWrite[];
  },
): Promise<CellRow[]> {
  const cells = JSON.stringify(
    input.upserts.map((u) => ({
      h: u.hocSinhId,
      k: u.hocKy,
      c: u.cot,
      s: u.value.trangThai,
      g: u.value.trangThai === 'diem' && u.value.giaTri != null ? markText(u.value.giaTri) : null,
      q: u.value.trangThai === 'diem' ? (u.value.ketQua ?? null) : null,
    })),
  );
  const audits = JSON.stringify(
    input.audits.map((a) => ({ a: a.action, e: a.entityId, b: a.before ?? null, f: a.after ?? null, r: a.reason })),
  );
  const { accountId, requestId } = input.actor;
  const result = await db.execute(sql`with up as (
      insert into ${diemVnDiem} (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua, updated_by)
      select ${input.lopMonHocId}, x.h, x.k, x.c, x.s, x.g, x.q, ${accountId}
        from json_to_recordset(${cells}::json) as x(h int, k smallint, c text, s text, g numeric, q text)
      on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id, cot) do update
        set trang_thai = excluded.trang_thai, gia_tri = excluded.gia_tri, ket_qua = excluded.ket_qua,
          updated_by = excluded.updated_by, updated_at = now(), version = ${diemVnDiem}.version + 1
      returning id, lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua, version
    ), del as (
      delete from ${diemVnDiem}
        where id in (select cast(x as integer) from json_array_elements_text(${JSON.stringify(input.deleteIds)}::json) x)
    ), aud as (
      insert into ${auditLog} (actor_account_id, action, entity, entity_id, before, after, reason, request_id)
      select ${accountId}, x.a, ${CELL_ENTITY}, x.e, x.b, x.f, x.r, ${requestId ?? null}
        from json_to_recordset(${audits}::json) as x(a text, e text, b jsonb, f jsonb, r text)
    ), avg as (${upsertAveragesSql(averageRecords(input.averages))})
    select * from up`);
  return rowsOf<RawCell>(result).map(fromRawCell);
}

export async function writeComment(
  db: DbOrTx,
  current: { id: number } | undefined,
  row: { lopMonHocId: number; hocSinhId: number; hocKy: number; noiDung: string },
) {
  const returning = { noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version };
  const [saved] = current
    ? await db
        .update(diemVnNhanXet)
        .set({ noiDung: row.noiDung, version: sql`${diemVnNhanXet.version} + 1`, updatedAt: new Date() })
        .where(eq(diemVnNhanXet.id, current.id))
        .returning(returning)
    : await db.insert(diemVnNhanXet).values(row).returning(returning);
  return saved!;
}
