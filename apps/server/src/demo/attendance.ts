import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import type { DemoSize } from './school-data';

const SEED = '20260905';
const DAYS_PER_STATEMENT = 5;

/**
 * School days of attendance per demo size. The whole term of the large school would be ≈ 450,000 rows (a large
 * PGlite data folder for nothing); its first four weeks (≈ 100,000 rows) are enough for the statistics screen and the
 * benchmarks.
 */
const SCHOOL_DAYS: Record<DemoSize, number> = { small: Infinity, default: Infinity, large: 20 };

/**
 * Daily attendance for the first term of the active year, school days only (Monday–Friday, holidays skipped) up to
 * the term's end or `asOf` (no attendance is ever taken for days to come), or the size's cap: mostly present, a few
 * late or absent, with the homeroom teacher's account as recorder.
 */
export async function generateAttendance(tx: DbOrTx, size: DemoSize, asOf: string): Promise<number> {
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return 0;
  const [term] = await tx
    .select({ tu: t.hocKy.ngayBatDau, den: t.hocKy.ngayKetThuc })
    .from(t.hocKy)
    .where(eq(t.hocKy.namHocId, year.id))
    .orderBy(asc(t.hocKy.thuTu))
    .limit(1);
  if (!term?.tu || !term.den) return 0;
  const holidays = await tx.select({ tu: t.ngayNghi.tuNgay, den: t.ngayNghi.denNgay }).from(t.ngayNghi);
  const days: string[] = [];
  for (
    let d = new Date(`${term.tu}T00:00:00Z`);
    d <= new Date(`${term.den}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const iso = d.toISOString().slice(0, 10);
    if (iso > asOf) break;
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.some((h) => h.tu <= iso && iso <= h.den)) continue;
    days.push(iso);
    if (days.length >= SCHOOL_DAYS[size]) break;
  }
  // One INSERT … SELECT per week, statuses drawn from a hash of (student, day): the database does the work in a
  // single statement instead of shipping ≈ 130,000 parameterised rows, and the result stays deterministic.
  for (let i = 0; i < days.length; i += DAYS_PER_STATEMENT) {
    const week = sql.join(
      days.slice(i, i + DAYS_PER_STATEMENT).map((day) => sql`${day}::date`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${t.diemDanhHocSinh} (hoc_sinh_id, lop_quan_ly_id, ngay, trang_thai, nguoi_ghi_nhan_id, ghi_nhan_luc)
      select e.hoc_sinh_id, e.lop_quan_ly_id, d.ngay,
        case when r.roll < 930 then 'co_mat' when r.roll < 960 then 'di_muon'
             when r.roll < 990 then 'vang_co_phep' else 'vang_khong_phep' end,
        a.id,
        (d.ngay::text || 'T07:45:00+07:00')::timestamptz
      from ${t.lopQuanLyHocSinh} e
      join ${t.lopQuanLy} l on l.id = e.lop_quan_ly_id
      left join (select nhan_vien_id, min(id) as id from ${t.taiKhoan} group by nhan_vien_id) a
        on a.nhan_vien_id = l.gvcn_id
      cross join unnest(array[${week}]) as d(ngay)
      cross join lateral (select mod(abs(hashtext(${SEED}::text || ':' || e.hoc_sinh_id || ':' || d.ngay)), 1000) as roll) r
      where l.nam_hoc_id = ${year.id} and e.den_ngay is null`);
  }
  const [count] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(t.diemDanhHocSinh);
  return count?.n ?? 0;
}
