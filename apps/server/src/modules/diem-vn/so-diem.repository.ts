import type { CellInput, CellState, CommentResult } from '@hpl/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  diemVnCaiDat,
  diemVnCongBo,
  diemVnCotNhap,
  diemVnDiem,
  diemVnMonHoc,
  diemVnNhanXet,
  diemVnTrungBinh,
  heHoc,
  hocSinh,
  khoi,
  lopMonHoc,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  nhanVien,
  taiKhoan,
} from '../../db/schema';
import { idsParam, rowsOf, SECONDARY_CAPS, subjectMemberAtYearEnd, subjectRuleOfClass } from './diem-vn.repository';

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

/** numeric(3,1) text of a mark held as a number with one decimal. */
export const markText = (mark: number) => {
  const tenths = Math.round(mark * 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

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

export async function upsertAverages(
  db: DbOrTx,
  rows: { lopMonHocId: number; hocSinhId: number; hocKy: number; diemTb: number | null; ketQua: string | null }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(diemVnTrungBinh)
    .values(rows.map((r) => ({ ...r, diemTb: r.diemTb == null ? null : markText(r.diemTb) })))
    .onConflictDoUpdate({
      target: [diemVnTrungBinh.lopMonHocId, diemVnTrungBinh.hocKy, diemVnTrungBinh.hocSinhId],
      set: { diemTb: sql`excluded.diem_tb`, ketQua: sql`excluded.ket_qua`, updatedAt: sql`now()` },
    });
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
export interface AverageWrite {
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  diemTb: number | null;
  ketQua: string | null;
}

const averageRecords = (rows: AverageWrite[]) =>
  JSON.stringify(
    rows.map((r) => ({
      l: r.lopMonHocId,
      h: r.hocSinhId,
      k: r.hocKy,
      d: r.diemTb == null ? null : markText(r.diemTb),
      q: r.ketQua,
    })),
  );
/**
 * Upsert of stored averages from a `json` parameter. Rows whose stored values are already the same are filtered out
 * by an anti-join first, so a year-end rerun neither locks nor rewrites what did not change.
 */
const upsertAveragesSql = (json: string) => sql`insert into ${diemVnTrungBinh}
    (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, diem_tb, ket_qua)
    select x.l, x.h, x.k, x.d, x.q from json_to_recordset(${json}::json) as x(l int, h int, k smallint, d numeric, q text)
    where not exists (select 1 from ${diemVnTrungBinh} t
      where t.lop_mon_hoc_id = x.l and t.hoc_ky = x.k and t.hoc_sinh_id = x.h
        and t.diem_tb is not distinct from x.d and t.ket_qua is not distinct from x.q)
    on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id) do update
      set diem_tb = excluded.diem_tb, ket_qua = excluded.ket_qua, updated_at = now()`;

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

/**
 * Writes the changed stored averages of a recompute: rows that exist are updated by id (the recompute read them, so
 * no lookup by key and no conflict check), new ones are upserted. In slices that keep each statement's parameter
 * modest.
 */
export async function writeAverageChanges(
  db: DbOrTx,
  changes: { updates: (AverageWrite & { id: number })[]; inserts: AverageWrite[] },
  slice = 20_000,
) {
  for (let i = 0; i < changes.updates.length; i += slice) {
    const json = JSON.stringify(
      changes.updates
        .slice(i, i + slice)
        .map((r) => ({ i: r.id, d: r.diemTb == null ? null : markText(r.diemTb), q: r.ketQua })),
    );
    await db.execute(sql`update ${diemVnTrungBinh} t set diem_tb = x.d, ket_qua = x.q, updated_at = now()
      from json_to_recordset(${json}::json) as x(i int, d numeric, q text) where t.id = x.i`);
  }
  for (let i = 0; i < changes.inserts.length; i += slice)
    await db.execute(upsertAveragesSql(averageRecords(changes.inserts.slice(i, i + slice))));
}

/** The assessment facts of many subject classes (no names or counts): what averages are computed from. */
export function listClassRules(
  db: DbOrTx,
  where: { lopMonHocIds?: number[]; lopQuanLyIds?: number[]; namHocId?: number },
) {
  return db
    .select({
      id: lopMonHoc.id,
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      hinhThucDanhGia: sql<string>`coalesce(${diemVnMonHoc.hinhThucDanhGia}, ${monHoc.hinhThucDanhGia})`,
      soTietNam: sql<number>`coalesce(${diemVnMonHoc.soTietNam}, ${lopMonHoc.soTietNam})`,
      soDiemTx: diemVnMonHoc.soDiemTx,
      tinhKhenThuong: sql<boolean>`coalesce(${diemVnMonHoc.tinhKhenThuong}, true)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, SECONDARY_CAPS)))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .where(
      and(
        where.lopMonHocIds ? inArray(lopMonHoc.id, where.lopMonHocIds) : undefined,
        where.lopQuanLyIds ? inArray(lopMonHoc.lopQuanLyId, where.lopQuanLyIds) : undefined,
        where.namHocId ? eq(lopMonHoc.namHocId, where.namHocId) : undefined,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.id));
}
export type ClassRules = Awaited<ReturnType<typeof listClassRules>>[number];

/** A stored average as a recompute compares it: its id, the mark (numeric(3,1) read as a number) and the result. */
export interface StoredAverage {
  id: number;
  diemTb: number | null;
  ketQua: string | null;
}

/**
 * Every member of some classes with all their cells packed in one text (`term|column|state|mark|result` joined by
 * `;`) and their stored averages packed likewise (`id|term|mark|result`): one row per student and class instead of one
 * per cell, which keeps a year-end read small. Cells and averages are aggregated on their own before the join to the
 * members, so the stored averages come in the same read at little cost.
 */
export async function listPackedCells(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return [];
  const ids = idsParam(lopMonHocIds);
  const rows = rowsOf<{ l: number; h: number; o: string | null; a: string | null }>(
    await db.execute(sql`with c as (
        select d.lop_mon_hoc_id as l, d.hoc_sinh_id as h,
          string_agg(d.hoc_ky || '|' || d.cot || '|' || d.trang_thai || '|' || coalesce(d.gia_tri::text, '') || '|'
            || coalesce(d.ket_qua, ''), ';') as o
        from ${diemVnDiem} d where d.lop_mon_hoc_id in ${ids} group by d.lop_mon_hoc_id, d.hoc_sinh_id
      ), a as (
        select t.lop_mon_hoc_id as l, t.hoc_sinh_id as h,
          string_agg(t.id || '|' || t.hoc_ky || '|' || coalesce(t.diem_tb::text, '') || '|' || coalesce(t.ket_qua, ''),
            ';') as a
        from ${diemVnTrungBinh} t where t.lop_mon_hoc_id in ${ids} group by t.lop_mon_hoc_id, t.hoc_sinh_id
      )
      select m.lop_mon_hoc_id as l, m.hoc_sinh_id as h, c.o, a.a
      from ${lopMonHocHocSinh} m
      join ${hocSinh} s on s.id = m.hoc_sinh_id and s.deleted_at is null
      left join c on c.l = m.lop_mon_hoc_id and c.h = m.hoc_sinh_id
      left join a on a.l = m.lop_mon_hoc_id and a.h = m.hoc_sinh_id
      where ${subjectMemberAtYearEnd(sql`m.den_ngay`, sql`m.lop_mon_hoc_id`)} and m.lop_mon_hoc_id in ${ids}`),
  );
  return rows.map((r) => {
    // By term: index 0 = the year, 1 and 2 = the terms.
    const stored: (StoredAverage | undefined)[] = [];
    if (r.a)
      for (const one of r.a.split(';')) {
        const [id, hocKy, diemTb, ketQua] = one.split('|');
        stored[Number(hocKy)] = { id: Number(id), diemTb: diemTb ? Number(diemTb) : null, ketQua: ketQua || null };
      }
    return { lopMonHocId: Number(r.l), hocSinhId: Number(r.h), packed: r.o ?? '', stored };
  });
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
