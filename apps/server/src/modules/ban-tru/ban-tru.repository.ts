import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banTruDangKy,
  banTruHuyAn,
  banTruKy,
  banTruSuatPhucVu,
  hocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  ngayNghi,
} from '../../db/schema';

/*
 * Semi-boarding rows are school-wide (periods, subscriptions, cancellations): lists are reached only through a class
 * the caller manages (the service asks `chu-nhiem` first) or through the manager's screen, which sees every class.
 */

/** Raw `execute` results differ by driver: postgres-js answers an array of rows, PGlite `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The period in force on a day (the latest one when periods overlap). */
export async function findPeriodOn(db: DbOrTx, day: string) {
  const [row] = await db
    .select()
    .from(banTruKy)
    .where(and(lte(banTruKy.tuNgay, day), gte(banTruKy.denNgay, day)))
    .orderBy(desc(banTruKy.id))
    .limit(1);
  return row;
}

/** The subscription periods (dates and cut-off) of some students that overlap [from, to]. */
export function listSubscriptionsOf(db: DbOrTx, hocSinhIds: number[], from: string, to: string) {
  return db
    .select({
      hocSinhId: banTruDangKy.hocSinhId,
      tuNgay: banTruKy.tuNgay,
      denNgay: banTruKy.denNgay,
      gioChot: banTruKy.gioChot,
    })
    .from(banTruDangKy)
    .innerJoin(banTruKy, eq(banTruKy.id, banTruDangKy.kyId))
    .where(
      and(inArray(banTruDangKy.hocSinhId, hocSinhIds.concat(0)), lte(banTruKy.tuNgay, to), gte(banTruKy.denNgay, from)),
    );
}

const cancellationColumns = {
  id: banTruHuyAn.id,
  hocSinhId: banTruHuyAn.hocSinhId,
  hoTen: hocSinh.hoTen,
  maHocSinh: hocSinh.maHocSinh,
  lopQuanLyId: banTruHuyAn.lopQuanLyId,
  tenLop: lopQuanLy.tenLop,
  ngay: banTruHuyAn.ngay,
  lyDo: banTruHuyAn.lyDo,
  trangThai: banTruHuyAn.trangThai,
  dangKyLuc: banTruHuyAn.dangKyLuc,
  nguoiDangKy: banTruHuyAn.nguoiDangKyTen,
  duyetLuc: banTruHuyAn.duyetLuc,
  ghiChuDuyet: banTruHuyAn.ghiChuDuyet,
  version: banTruHuyAn.version,
};

const selectCancellations = (db: DbOrTx) =>
  db
    .select(cancellationColumns)
    .from(banTruHuyAn)
    .innerJoin(hocSinh, eq(hocSinh.id, banTruHuyAn.hocSinhId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, banTruHuyAn.lopQuanLyId));

/** A class's cancellations between two days. */
export function listCancellationsOfClass(db: DbOrTx, lopQuanLyId: number, from: string, to: string) {
  return selectCancellations(db)
    .where(and(eq(banTruHuyAn.lopQuanLyId, lopQuanLyId), gte(banTruHuyAn.ngay, from), lte(banTruHuyAn.ngay, to)))
    .orderBy(asc(banTruHuyAn.ngay), asc(hocSinh.hoTen), asc(banTruHuyAn.id));
}

/** Late cancellations waiting for the manager, oldest day first. */
export function listPending(db: DbOrTx) {
  return selectCancellations(db)
    .where(eq(banTruHuyAn.trangThai, 'cho_duyet'))
    .orderBy(asc(banTruHuyAn.ngay), asc(lopQuanLy.tenLop), asc(banTruHuyAn.id));
}

export async function findCancellation(db: DbOrTx, id: number) {
  const [row] = await selectCancellations(db).where(eq(banTruHuyAn.id, id));
  return row;
}

/** Stores cancellations; a student's day already cancelled is left as it is. Returns the new rows. */
export function insertCancellations(db: DbOrTx, values: (typeof banTruHuyAn.$inferInsert)[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(banTruHuyAn)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: banTruHuyAn.id, trangThai: banTruHuyAn.trangThai });
}

/** The manager's decision, only on the version read (undefined when it changed meanwhile). */
export async function decideCancellation(
  db: DbOrTx,
  id: number,
  version: number,
  values: { trangThai: string; nguoiDuyetId: number; ghiChuDuyet: string | null },
) {
  const [row] = await db
    .update(banTruHuyAn)
    .set({ ...values, duyetLuc: new Date(), version: sql`${banTruHuyAn.version} + 1` })
    .where(and(eq(banTruHuyAn.id, id), eq(banTruHuyAn.version, version), eq(banTruHuyAn.trangThai, 'cho_duyet')))
    .returning({ id: banTruHuyAn.id });
  return row;
}

export async function deleteCancellation(db: DbOrTx, id: number) {
  await db.delete(banTruHuyAn).where(eq(banTruHuyAn.id, id));
}

export interface MealRow {
  lop_quan_ly_id: number;
  ten_lop: string;
  ngay: string;
  dang_ky: number;
  huy_dung_han: number;
  huy_muon: number;
  cho_duyet: number;
  tu_choi: number;
  hoan_tien: number;
  /** Meals served as recorded for the class that day, null when not recorded. */
  da_phuc_vu: number | null;
}

/**
 * Subscribed lunches per class and school day (Monday–Friday, not a school holiday) between two dates, with that day's
 * cancellations by status and the refund of the accepted ones at the period's price. A student counts in the class
 * they were enrolled in that day. One statement: the month of the large school is ≈ 20,000 student-days grouped to a few hundred rows.
 */
export async function countMeals(db: DbOrTx, from: string, to: string, lopQuanLyId?: number) {
  const result = await db.execute(sql`
    with days as (
      select d::date as ngay from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where extract(isodow from d) < 6
        and not exists (select 1 from ${ngayNghi} n where d::date between n.tu_ngay and n.den_ngay)
    ),
    meals as (
      select dk.hoc_sinh_id, days.ngay, k.don_gia, e.lop_quan_ly_id
      from ${banTruDangKy} dk
      join ${banTruKy} k on k.id = dk.ky_id
      join days on days.ngay between k.tu_ngay and k.den_ngay
      join ${lopQuanLyHocSinh} e on e.hoc_sinh_id = dk.hoc_sinh_id and e.tu_ngay <= days.ngay
        and (e.den_ngay is null or e.den_ngay >= days.ngay)
      ${lopQuanLyId ? sql`where e.lop_quan_ly_id = ${lopQuanLyId}` : sql``}
    )
    select m.lop_quan_ly_id, l.ten_lop, to_char(m.ngay, 'YYYY-MM-DD') as ngay,
      cast(count(*) as integer) as dang_ky,
      cast(count(h.id) filter (where h.trang_thai = 'dung_han') as integer) as huy_dung_han,
      cast(count(h.id) filter (where h.trang_thai = 'da_duyet') as integer) as huy_muon,
      cast(count(h.id) filter (where h.trang_thai = 'cho_duyet') as integer) as cho_duyet,
      cast(count(h.id) filter (where h.trang_thai = 'tu_choi') as integer) as tu_choi,
      cast(coalesce(sum(m.don_gia) filter (where h.trang_thai in ('dung_han', 'da_duyet')), 0) as integer) as hoan_tien,
      min(pv.so_suat) as da_phuc_vu
    from meals m
    join ${lopQuanLy} l on l.id = m.lop_quan_ly_id
    left join ${banTruHuyAn} h on h.hoc_sinh_id = m.hoc_sinh_id and h.ngay = m.ngay
    left join ${banTruSuatPhucVu} pv on pv.lop_quan_ly_id = m.lop_quan_ly_id and pv.ngay = m.ngay
    group by m.lop_quan_ly_id, l.ten_lop, m.ngay
    order by l.ten_lop, m.ngay`);
  return rowsOf<MealRow>(result);
}

/** Records the meals served per class on a day (a null count removes the class's record). */
export async function saveServed(
  db: DbOrTx,
  ngay: string,
  rows: { lopQuanLyId: number; soSuat: number | null }[],
  nguoiGhiId: number,
) {
  const cleared = rows.filter((r) => r.soSuat === null).map((r) => r.lopQuanLyId);
  const kept = rows.flatMap((r) => (r.soSuat === null ? [] : [{ lopQuanLyId: r.lopQuanLyId, soSuat: r.soSuat }]));
  if (cleared.length > 0)
    await db
      .delete(banTruSuatPhucVu)
      .where(and(eq(banTruSuatPhucVu.ngay, ngay), inArray(banTruSuatPhucVu.lopQuanLyId, cleared)));
  if (kept.length > 0)
    await db
      .insert(banTruSuatPhucVu)
      .values(kept.map((r) => ({ ...r, ngay, nguoiGhiId })))
      .onConflictDoUpdate({
        target: [banTruSuatPhucVu.lopQuanLyId, banTruSuatPhucVu.ngay],
        set: { soSuat: sql`excluded.so_suat`, nguoiGhiId, ghiLuc: new Date() },
      });
}

/** Accepted cancellations and their refund per student between two dates (at the price of the day's period). */
export async function refundsPerStudent(db: DbOrTx, from: string, to: string) {
  const result = await db.execute(sql`
    select h.hoc_sinh_id, s.ho_ten, s.ma_hoc_sinh, l.ten_lop,
      cast(count(*) as integer) as so_suat,
      cast(sum(k.don_gia) as integer) as hoan_tien
    from ${banTruHuyAn} h
    join ${hocSinh} s on s.id = h.hoc_sinh_id
    join ${lopQuanLy} l on l.id = h.lop_quan_ly_id
    join lateral (
      select k.don_gia from ${banTruKy} k join ${banTruDangKy} dk on dk.ky_id = k.id and dk.hoc_sinh_id = h.hoc_sinh_id
      where h.ngay between k.tu_ngay and k.den_ngay order by k.id desc limit 1
    ) k on true
    where h.ngay between ${from}::date and ${to}::date and h.trang_thai in ('dung_han', 'da_duyet')
    group by h.hoc_sinh_id, s.ho_ten, s.ma_hoc_sinh, l.ten_lop
    order by l.ten_lop, s.ho_ten`);
  return rowsOf<{
    hoc_sinh_id: number;
    ho_ten: string;
    ma_hoc_sinh: string;
    ten_lop: string;
    so_suat: number;
    hoan_tien: number;
  }>(result);
}
