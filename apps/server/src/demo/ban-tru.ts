import { monthRange } from '@hpl/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

const SEED = '20261128';
const PRICE = 30_000;

const shiftMonth = (thang: string, by: number) => {
  const [y, m] = thang.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/**
 * Semi-boarding for the demo: a period per month (last month, this one, next one; 30,000 VND a lunch, cut-off 09:00),
 * about four in five students of the active year subscribed (all of `gvcn`'s class), and this month's cancellations up to `asOf` drawn from
 * a hash of (student, day) — mostly on time, some late ones approved or declined — plus, for `gvcn`'s class, a late
 * cancellation of today still waiting for the manager, and the meals served per class on the past school days. One
 * statement per table: the database draws, deterministic.
 */
export async function seedBanTru(tx: DbOrTx, asOf: string): Promise<void> {
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return;
  const thisMonth = asOf.slice(0, 7);
  const periods = await tx
    .insert(t.banTruKy)
    .values(
      [-1, 0, 1].map((by) => {
        const thang = shiftMonth(thisMonth, by);
        const { from, to } = monthRange(thang);
        return { ten: `Tháng ${thang.slice(5)}/${thang.slice(0, 4)}`, tuNgay: from, denNgay: to, donGia: PRICE };
      }),
    )
    .returning({ id: t.banTruKy.id });
  const periodIds = sql.join(
    periods.map((p) => sql`${p.id}::int`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${t.banTruDangKy} (ky_id, hoc_sinh_id)
    select k.id, e.hoc_sinh_id
    from ${t.lopQuanLyHocSinh} e
    join ${t.lopQuanLy} l on l.id = e.lop_quan_ly_id
    cross join (select unnest(array[${periodIds}]) as id) k
    where l.nam_hoc_id = ${year.id} and e.den_ngay is null
      and (mod(abs(hashtext(${SEED}::text || ':' || e.hoc_sinh_id)), 10) < 8
        or l.gvcn_id = (select nhan_vien_id from ${t.taiKhoan} where username = 'gvcn'))`);
  const { from } = monthRange(thisMonth);
  // Past school days of this month: about 3 in 100 subscribed lunches cancelled; of those, 1 in 5 late (decided).
  await tx.execute(sql`
    insert into ${t.banTruHuyAn}
      (hoc_sinh_id, lop_quan_ly_id, ngay, ly_do, trang_thai, nguoi_dang_ky_id, nguoi_dang_ky_ten, dang_ky_luc,
       nguoi_duyet_id, duyet_luc)
    select e.hoc_sinh_id, e.lop_quan_ly_id, d.ngay,
      case when r.roll % 3 = 0 then 'Ốm, nghỉ học' when r.roll % 3 = 1 then 'Gia đình đón sớm' else 'Đi khám răng' end,
      case when r.roll < 24 then 'dung_han' when r.roll < 28 then 'da_duyet' else 'tu_choi' end,
      coalesce(a.id, 0), nv.ho_ten,
      case when r.roll < 24 then (d.ngay::text || 'T07:30:00+07:00')::timestamptz - interval '1 day'
           else (d.ngay::text || 'T10:15:00+07:00')::timestamptz end,
      case when r.roll < 24 then null else b.id end,
      case when r.roll < 24 then null else (d.ngay::text || 'T11:00:00+07:00')::timestamptz end
    from ${t.banTruDangKy} dk
    join ${t.banTruKy} k on k.id = dk.ky_id
    join ${t.lopQuanLyHocSinh} e on e.hoc_sinh_id = dk.hoc_sinh_id and e.den_ngay is null
    join ${t.lopQuanLy} l on l.id = e.lop_quan_ly_id and l.nam_hoc_id = ${year.id}
    left join ${t.nhanVien} nv on nv.id = l.gvcn_id
    left join (select nhan_vien_id, min(id) as id from ${t.taiKhoan} group by nhan_vien_id) a on a.nhan_vien_id = l.gvcn_id
    left join (select min(id) as id from ${t.taiKhoan} where username = 'bantru') b on true
    cross join generate_series(${from}::date, ${asOf}::date - 1, interval '1 day') as g(d)
    cross join lateral (select g.d::date as ngay) d
    cross join lateral (select mod(abs(hashtext(${SEED}::text || ':' || dk.hoc_sinh_id || ':' || d.ngay)), 1000) as roll) r
    where d.ngay between k.tu_ngay and k.den_ngay and extract(isodow from d.ngay) < 6 and r.roll < 30`);
  // gvcn's class (every student subscribed): one late cancellation of today, waiting for the manager.
  await tx.execute(sql`
    insert into ${t.banTruHuyAn}
      (hoc_sinh_id, lop_quan_ly_id, ngay, ly_do, trang_thai, nguoi_dang_ky_id, nguoi_dang_ky_ten, dang_ky_luc)
    select e.hoc_sinh_id, e.lop_quan_ly_id, ${asOf}::date, 'Phụ huynh báo đón sớm', 'cho_duyet', a.id, nv.ho_ten,
      (${asOf}::text || 'T09:40:00+07:00')::timestamptz
    from ${t.taiKhoan} a
    join ${t.nhanVien} nv on nv.id = a.nhan_vien_id
    join ${t.lopQuanLy} l on l.gvcn_id = nv.id and l.nam_hoc_id = ${year.id}
    join lateral (
      select x.hoc_sinh_id, x.lop_quan_ly_id from ${t.lopQuanLyHocSinh} x
      join ${t.banTruDangKy} dk on dk.hoc_sinh_id = x.hoc_sinh_id
      join ${t.banTruKy} k on k.id = dk.ky_id and ${asOf}::date between k.tu_ngay and k.den_ngay
      where x.lop_quan_ly_id = l.id and x.den_ngay is null
      order by x.hoc_sinh_id desc limit 1
    ) e on true
    where a.username = 'gvcn'
    on conflict do nothing`);
  // Meals served, recorded per class for this month's past school days but the last one (left for the manager to
  // enter): the meals to cook less 0–2 left over, drawn from a hash of (class, day).
  await tx.execute(sql`
    insert into ${t.banTruSuatPhucVu} (lop_quan_ly_id, ngay, so_suat, nguoi_ghi_id, ghi_luc)
    select c.lop_quan_ly_id, c.ngay,
      greatest(c.nau - mod(abs(hashtext(${SEED}::text || ':' || c.lop_quan_ly_id || ':' || c.ngay)), 3), 0),
      coalesce((select min(id) from ${t.taiKhoan} where username = 'bantru'), 0),
      (c.ngay::text || 'T13:00:00+07:00')::timestamptz
    from (
      select e.lop_quan_ly_id, d.ngay,
        count(*) - count(h.id) filter (where h.trang_thai in ('dung_han', 'da_duyet')) as nau
      from ${t.banTruDangKy} dk
      join ${t.banTruKy} k on k.id = dk.ky_id
      join ${t.lopQuanLyHocSinh} e on e.hoc_sinh_id = dk.hoc_sinh_id and e.den_ngay is null
      join ${t.lopQuanLy} l on l.id = e.lop_quan_ly_id and l.nam_hoc_id = ${year.id}
      cross join generate_series(${from}::date, ${asOf}::date - 2, interval '1 day') as g(d)
      cross join lateral (select g.d::date as ngay) d
      left join ${t.banTruHuyAn} h on h.hoc_sinh_id = dk.hoc_sinh_id and h.ngay = d.ngay
      where d.ngay between k.tu_ngay and k.den_ngay and extract(isodow from d.ngay) < 6
      group by e.lop_quan_ly_id, d.ngay
    ) c`);
}
