import type { CellState, CommentResult, Level } from '@hpl/shared';
import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  diemVnDiem,
  diemVnNhanXet,
  diemVnRenLuyen,
  diemVnTongKet,
  diemVnTrungBinh,
  heHoc,
  hocSinh,
  khoi,
  lopMonHocHocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  namHoc,
  nhanVien,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { byGivenName, idsParam } from './diem-vn.repository';
import { type CellRow, cellColumns, toCellRow } from './so-diem.repository';

// Homeroom classes' conduct and summaries, and a student's report. These queries take a homeroom class or student id,
// not a scope: the services resolve the class once through `loadHomeroom` (tong-ket.service.ts) or the student through
// `reportRelationOf` (phieu-ket-qua.service.ts), answering 404 outside the caller's scope; the homeroom list takes the
// teacher (`gvcnId`) for `cuaToi`, and `tatCa` is for the office only.

const homeroomMemberAtYearEnd = (denNgay: SQL | AnyColumn, lopQuanLyId: SQL | AnyColumn) =>
  sql`(${denNgay} is null or ${denNgay} >= (select y.ngay_ket_thuc from ${namHoc} y
    join ${lopQuanLy} yc on yc.nam_hoc_id = y.id where yc.id = ${lopQuanLyId}))`;

export async function listCellsOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]): Promise<CellRow[]> {
  if (lopMonHocIds.length === 0) return [];
  const rows = await db
    .select(cellColumns)
    .from(diemVnDiem)
    .where(and(eq(diemVnDiem.hocSinhId, hocSinhId), inArray(diemVnDiem.lopMonHocId, lopMonHocIds)));
  return rows.map(toCellRow);
}

export async function findHomeroom(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      namHocId: lopQuanLy.namHocId,
      gvcnId: lopQuanLy.gvcnId,
      khoiId: lopQuanLy.khoiId,
      heHocMa: heHoc.ma,
    })
    .from(lopQuanLy)
    .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
    .where(eq(lopQuanLy.id, id));
  return row;
}

export function listHomeroomStudents(db: DbOrTx, lopQuanLyId: number) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(
      and(
        eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId),
        homeroomMemberAtYearEnd(lopQuanLyHocSinh.denNgay, lopQuanLyHocSinh.lopQuanLyId),
        isNull(hocSinh.deletedAt),
      ),
    )
    .orderBy(...byGivenName(), asc(hocSinh.id));
}

export async function listConduct(db: DbOrTx, lopQuanLyId: number, forUpdate = false) {
  const query = db
    .select({
      hocSinhId: diemVnRenLuyen.hocSinhId,
      hocKy: diemVnRenLuyen.hocKy,
      mucDo: diemVnRenLuyen.mucDo,
      version: diemVnRenLuyen.version,
      id: diemVnRenLuyen.id,
    })
    .from(diemVnRenLuyen)
    .where(eq(diemVnRenLuyen.lopQuanLyId, lopQuanLyId));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows.map((r) => ({ ...r, mucDo: r.mucDo as Level }));
}

/** The student's homeroom class of a year (open enrolment, or the last one of a finished year). */
export async function findStudentHomeroom(db: DbOrTx, hocSinhId: number, namHocId: number) {
  const [row] = await db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), eq(lopQuanLy.namHocId, namHocId)))
    .orderBy(sql`${lopQuanLyHocSinh.denNgay} desc nulls first`)
    .limit(1);
  return row;
}

/**
 * Students whose year summary (in any homeroom class of the year) sends them to the summer retake, with their term
 * averages in one subject class: who may sit that subject's retake is decided from these.
 */
export function listRetakeCandidates(db: DbOrTx, lopMonHocId: number, namHocId: number) {
  const t1 = alias(diemVnTrungBinh, 't1');
  const t2 = alias(diemVnTrungBinh, 't2');
  return db
    .select({
      hocSinhId: diemVnTongKet.hocSinhId,
      tb1: t1.diemTb,
      tb2: t2.diemTb,
      ketQua2: t2.ketQua,
    })
    .from(diemVnTongKet)
    .innerJoin(lopQuanLy, and(eq(lopQuanLy.id, diemVnTongKet.lopQuanLyId), eq(lopQuanLy.namHocId, namHocId)))
    .innerJoin(
      lopMonHocHocSinh,
      and(eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId), eq(lopMonHocHocSinh.hocSinhId, diemVnTongKet.hocSinhId)),
    )
    .leftJoin(t1, and(eq(t1.lopMonHocId, lopMonHocId), eq(t1.hocSinhId, diemVnTongKet.hocSinhId), eq(t1.hocKy, 1)))
    .leftJoin(t2, and(eq(t2.lopMonHocId, lopMonHocId), eq(t2.hocSinhId, diemVnTongKet.hocSinhId), eq(t2.hocKy, 2)))
    .where(and(eq(diemVnTongKet.hocKy, 0), eq(diemVnTongKet.ketQua, 'KiemTraLai')));
}

export function listCommentsOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lopMonHocId: diemVnNhanXet.lopMonHocId, hocKy: diemVnNhanXet.hocKy, noiDung: diemVnNhanXet.noiDung })
    .from(diemVnNhanXet)
    .where(and(eq(diemVnNhanXet.hocSinhId, hocSinhId), inArray(diemVnNhanXet.lopMonHocId, lopMonHocIds)));
}

/** The national programme's homeroom classes of a year at the given levels (`capHoc`), or a teacher's own. */
export function listHomerooms(db: DbOrTx, namHocId: number, caps: readonly string[], gvcnId?: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, khoiId: lopQuanLy.khoiId, gvcn: nhanVien.hoTen })
    .from(lopQuanLy)
    .innerJoin(heHoc, and(eq(heHoc.id, lopQuanLy.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, [...caps])))
    .leftJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
    .where(and(eq(lopQuanLy.namHocId, namHocId), gvcnId === undefined ? undefined : eq(lopQuanLy.gvcnId, gvcnId)))
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop));
}

/** Homeroom classes by id, with their year and programme. */
export function listHomeroomsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: lopQuanLy.id, namHocId: lopQuanLy.namHocId, heHocMa: heHoc.ma })
    .from(lopQuanLy)
    .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
    .where(sql`${lopQuanLy.id} in ${idsParam(ids)}`);
}

/** Which of the homeroom classes have a confirmed summary of the term (0 = the year). */
export async function listConfirmedHomerooms(db: DbOrTx, ids: number[], hocKy: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: diemVnTongKet.lopQuanLyId })
    .from(diemVnTongKet)
    .where(
      and(
        sql`${diemVnTongKet.lopQuanLyId} in ${idsParam(ids)}`,
        eq(diemVnTongKet.hocKy, hocKy),
        eq(diemVnTongKet.xacNhan, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Members of many homeroom classes (at the year end, for a finished year). */
export function listHomeroomMembers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId, hocSinhId: lopQuanLyHocSinh.hocSinhId })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(
      and(
        sql`${lopQuanLyHocSinh.lopQuanLyId} in ${idsParam(ids)}`,
        homeroomMemberAtYearEnd(lopQuanLyHocSinh.denNgay, lopQuanLyHocSinh.lopQuanLyId),
        isNull(hocSinh.deletedAt),
      ),
    );
}

/** Conduct of both terms in many homeroom classes. */
export async function listConductOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      lopQuanLyId: diemVnRenLuyen.lopQuanLyId,
      hocSinhId: diemVnRenLuyen.hocSinhId,
      hocKy: diemVnRenLuyen.hocKy,
      mucDo: diemVnRenLuyen.mucDo,
    })
    .from(diemVnRenLuyen)
    .where(sql`${diemVnRenLuyen.lopQuanLyId} in ${idsParam(ids)}`);
  return rows.map((r) => ({ ...r, mucDo: r.mucDo as Level }));
}

/**
 * Stored averages of a term (0 = the year) in many subject classes. A raw read: a year-end summary reads one row per
 * student and subject of the school, which the query builder's row mapping would slow down.
 */
export async function listAverages(db: DbOrTx, lopMonHocIds: number[], hocKy: number) {
  if (lopMonHocIds.length === 0) return [];
  const rows = rowsOf<{ l: number; h: number; d: string | number | null; q: string | null }>(
    await db.execute(sql`select t.lop_mon_hoc_id as l, t.hoc_sinh_id as h, t.diem_tb as d, t.ket_qua as q
      from ${diemVnTrungBinh} t where t.lop_mon_hoc_id in ${idsParam(lopMonHocIds)} and t.hoc_ky = ${hocKy}`),
  );
  return rows.map((r) => ({
    lopMonHocId: Number(r.l),
    hocSinhId: Number(r.h),
    diemTb: r.d == null ? null : String(r.d),
    ketQua: r.q,
  }));
}

/** Every stored average (each term and the year) of one student in some subject classes. */
export function listAveragesOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lopMonHocId: diemVnTrungBinh.lopMonHocId,
      hocKy: diemVnTrungBinh.hocKy,
      diemTb: diemVnTrungBinh.diemTb,
      ketQua: diemVnTrungBinh.ketQua,
    })
    .from(diemVnTrungBinh)
    .where(and(eq(diemVnTrungBinh.hocSinhId, hocSinhId), inArray(diemVnTrungBinh.lopMonHocId, lopMonHocIds)));
}

/** Summer retake cells (KTL) of some classes: (subject class, student) and the result. */
export async function listRetakeCells(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return [];
  const rows = await db
    .select({
      lopMonHocId: diemVnDiem.lopMonHocId,
      hocSinhId: diemVnDiem.hocSinhId,
      trangThai: diemVnDiem.trangThai,
      giaTri: diemVnDiem.giaTri,
      ketQua: diemVnDiem.ketQua,
    })
    .from(diemVnDiem)
    .where(and(sql`${diemVnDiem.lopMonHocId} in ${idsParam(lopMonHocIds)}`, eq(diemVnDiem.cot, 'KTL')));
  return rows.map((r) => ({
    ...r,
    trangThai: r.trangThai as CellState,
    giaTri: r.giaTri == null ? null : Number(r.giaTri),
    ketQua: r.ketQua as CommentResult | null,
  }));
}

/** Term averages (1 and 2) of some students in some classes: the year results as they were before the summer. */
export async function listTermAveragesOf(db: DbOrTx, lopMonHocIds: number[], hocSinhIds: number[]) {
  if (lopMonHocIds.length === 0 || hocSinhIds.length === 0) return [];
  return db
    .select({
      lopMonHocId: diemVnTrungBinh.lopMonHocId,
      hocSinhId: diemVnTrungBinh.hocSinhId,
      hocKy: diemVnTrungBinh.hocKy,
      diemTb: diemVnTrungBinh.diemTb,
      ketQua: diemVnTrungBinh.ketQua,
    })
    .from(diemVnTrungBinh)
    .where(
      and(
        sql`${diemVnTrungBinh.lopMonHocId} in ${idsParam(lopMonHocIds)}`,
        sql`${diemVnTrungBinh.hocSinhId} in ${idsParam(hocSinhIds)}`,
        inArray(diemVnTrungBinh.hocKy, [1, 2]),
      ),
    );
}

export interface SummaryWrite {
  lopQuanLyId: number;
  hocSinhId: number;
  hocKy: number;
  hocTapRaw: string | null;
  hocTap: string | null;
  renLuyen: string | null;
  soBuoiNghi: number;
  ketQua: string | null;
  danhHieu: string | null;
}

/** Stores summaries (unconfirmed ones are overwritten), in slices of one statement each. */
/** Stores summary rows; confirmed rows are left as they are unless `evenConfirmed` (the re-classification after the
 * summer retake, which changes confirmed year summaries of retake students only). */
export async function storeSummaries(db: DbOrTx, rows: SummaryWrite[], options: { evenConfirmed?: boolean } = {}) {
  const slice = 10_000;
  for (let i = 0; i < rows.length; i += slice) {
    const json = JSON.stringify(
      rows
        .slice(i, i + slice)
        .map((r) => [
          r.lopQuanLyId,
          r.hocSinhId,
          r.hocKy,
          r.hocTapRaw,
          r.hocTap,
          r.renLuyen,
          r.soBuoiNghi,
          r.ketQua,
          r.danhHieu,
        ]),
    );
    await db.execute(sql`insert into ${diemVnTongKet}
        (lop_quan_ly_id, hoc_sinh_id, hoc_ky, hoc_tap_raw, hoc_tap, ren_luyen, so_buoi_nghi, ket_qua, danh_hieu)
      select (r->>0)::int, (r->>1)::int, (r->>2)::smallint, r->>3, r->>4, r->>5, (r->>6)::int, r->>7, r->>8
        from json_array_elements(${json}::json) r
      on conflict (lop_quan_ly_id, hoc_ky, hoc_sinh_id) do update
        set hoc_tap_raw = excluded.hoc_tap_raw, hoc_tap = excluded.hoc_tap, ren_luyen = excluded.ren_luyen,
          so_buoi_nghi = excluded.so_buoi_nghi, ket_qua = excluded.ket_qua, danh_hieu = excluded.danh_hieu,
          updated_at = now()
        where ${options.evenConfirmed ? sql`true` : sql`not ${diemVnTongKet}.xac_nhan`}`);
  }
}

/** The stored summary rows of a homeroom class for a term (0 = the year). */
export function listSummaries(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  return db
    .select()
    .from(diemVnTongKet)
    .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, hocKy)));
}

/** One student's stored summaries (each term and the year) in a homeroom class. */
export function listSummariesOfStudent(db: DbOrTx, hocSinhId: number, lopQuanLyId: number) {
  return db
    .select()
    .from(diemVnTongKet)
    .where(and(eq(diemVnTongKet.hocSinhId, hocSinhId), eq(diemVnTongKet.lopQuanLyId, lopQuanLyId)));
}

export async function confirmSummaries(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  await db
    .update(diemVnTongKet)
    .set({ xacNhan: true, updatedAt: new Date() })
    .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, hocKy)));
}

/** Sets (or with `mucDo` null clears) one student's conduct of a term; the caller checked the version. */
export async function writeConduct(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: { lopQuanLyId: number; hocSinhId: number; hocKy: number; mucDo: Level | null },
) {
  if (current && row.mucDo == null) await db.delete(diemVnRenLuyen).where(eq(diemVnRenLuyen.id, current.id));
  else if (current)
    await db
      .update(diemVnRenLuyen)
      .set({ mucDo: row.mucDo!, version: current.version + 1, updatedAt: new Date() })
      .where(eq(diemVnRenLuyen.id, current.id));
  else if (row.mucDo != null)
    await db
      .insert(diemVnRenLuyen)
      .values({ lopQuanLyId: row.lopQuanLyId, hocSinhId: row.hocSinhId, hocKy: row.hocKy, mucDo: row.mucDo });
}
