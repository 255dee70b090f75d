import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  diemVnDiem,
  diemVnMonHoc,
  diemVnTrungBinh,
  heHoc,
  hocSinh,
  khoi,
  lopMonHoc,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { idsParam, markText, SECONDARY_CAPS, subjectMemberAtYearEnd, subjectRuleOfClass } from './diem-vn.repository';

// Stored subject averages: the set-based reads and writes of their recomputation. They take class ids, not a scope:
// they run after the service resolved the class (404 outside the caller's scope) or for the office's year computation.

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

export interface AverageWrite {
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  diemTb: number | null;
  ketQua: string | null;
}

export const averageRecords = (rows: AverageWrite[]) =>
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
export const upsertAveragesSql = (json: string) => sql`insert into ${diemVnTrungBinh}
    (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, diem_tb, ket_qua)
    select x.l, x.h, x.k, x.d, x.q from json_to_recordset(${json}::json) as x(l int, h int, k smallint, d numeric, q text)
    where not exists (select 1 from ${diemVnTrungBinh} t
      where t.lop_mon_hoc_id = x.l and t.hoc_ky = x.k and t.hoc_sinh_id = x.h
        and t.diem_tb is not distinct from x.d and t.ket_qua is not distinct from x.q)
    on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id) do update
      set diem_tb = excluded.diem_tb, ket_qua = excluded.ket_qua, updated_at = now()`;

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
