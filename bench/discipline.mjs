#!/usr/bin/env node
// `npm run bench:discipline` (issue 26 figures): on PostgreSQL (127.0.0.1:5432, or BENCH_DATABASE_URL's server) with
// the LARGE demo school and a school year of student incidents (BENCH_INCIDENTS, default 30,000: one to three
// students, one or two codes, every status), through the built server's API as the discipline office sees it:
//   - the office's filtered list (GET /api/BaoCaoViPham/danhSachViPham: a page of 20 under a rotating filter — none,
//     status, class, grade level, code, a month, a search) — p50/p99 ms;
//   - the statistics (GET /api/BaoCaoViPham/thongKe: per week, class, code and repeated codes, the whole year and a
//     month) — p50/p99 ms.
// Needs `npm run build` first. Prints figures; asserts nothing. Creates its own database and drops it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ms, openDemoDatabase, percentile, root, startPortal, stopProcess } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const incidents = Number(process.env.BENCH_INCIDENTS ?? 30_000);

const { sql } = await import('drizzle-orm');

const database = await openDemoDatabase('discipline', 'large');
let server;
try {
  const { db } = database;
  // A school year of incidents, spread over the active year's days, its students and codes (set-based inserts).
  const started = performance.now();
  await db.execute(sql`
    with y as (select id, coalesce(ngay_bat_dau, current_date - 270) as ngay_bat_dau,
      least(coalesce(ngay_ket_thuc, current_date), current_date) as den from nam_hoc where is_active),
    gv as (select id as tk, nhan_vien_id from tai_khoan where username = 'giaovien'),
    n as (select g, (select count(*) from y) as c from generate_series(1, ${incidents}) g)
    insert into vi_pham_hoc_sinh (nam_hoc_id, ngay, tiet, dia_diem, mo_ta, trang_thai, bien_phap, nguoi_bao_cao_id,
      nguoi_bao_cao_tai_khoan_id, created_at)
    select y.id, y.ngay_bat_dau + (g * 7919 % greatest(1, y.den - y.ngay_bat_dau + 1)), 1 + g % 9, 'Phòng học',
      'bench ' || g, (array['da_bao_cao','da_xac_minh','da_xac_nhan','da_xac_nhan','bo_qua'])[1 + g % 5],
      case when g % 5 in (2, 3) then 'nhac_nho' end, gv.nhan_vien_id, gv.tk, now()
    from n, y, gv`);
  await db.execute(sql`
    with s as (select row_number() over (order by h.hoc_sinh_id) as r, h.hoc_sinh_id, h.lop_quan_ly_id, k.cap_hoc
      from lop_quan_ly_hoc_sinh h join lop_quan_ly l on l.id = h.lop_quan_ly_id join khoi k on k.id = l.khoi_id
      join nam_hoc y on y.id = l.nam_hoc_id and y.is_active where h.den_ngay is null),
    c as (select count(*) as n from s),
    v as (select id, row_number() over (order by id) as r from vi_pham_hoc_sinh where mo_ta like 'bench %'),
    k as (select v.id, (v.r * p) % c.n + 1 as pick from v, c, generate_series(1, 3) p where p <= 1 + v.r % 3)
    insert into vi_pham_hoc_sinh_nguoi (vi_pham_id, hoc_sinh_id, lop_quan_ly_id, cap_hoc)
    select distinct on (k.id, s.hoc_sinh_id) k.id, s.hoc_sinh_id, s.lop_quan_ly_id, s.cap_hoc from k join s on s.r = k.pick`);
  await db.execute(sql`
    with m as (select id, diem, row_number() over (order by id) as r from ma_vi_pham where doi_tuong = 'hoc_sinh'),
    c as (select count(*) as n from m),
    v as (select id, row_number() over (order by id) as r from vi_pham_hoc_sinh where mo_ta like 'bench %'),
    k as (select v.id, (v.r * p * 31) % c.n + 1 as pick from v, c, generate_series(1, 2) p where p <= 1 + v.r % 2)
    insert into vi_pham_hoc_sinh_ma (vi_pham_id, ma_vi_pham_id, diem)
    select distinct on (k.id, m.id) k.id, m.id, m.diem from k join m on m.r = k.pick`);
  await db.execute(sql`analyze`);
  const [{ n }] = await db.execute(sql`select cast(count(*) as integer) as n from vi_pham_hoc_sinh`);
  console.log(`${n} incidents in the active year, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Filters the office's screen sends: real ids of this database.
  const [cls] = await db.execute(sql`select lop_quan_ly_id as id from vi_pham_hoc_sinh_nguoi limit 1`);
  const [grade] = await db.execute(sql`select l.khoi_id as id from lop_quan_ly l where l.id = ${cls.id}`);
  const [code] = await db.execute(sql`select ma_vi_pham_id as id from vi_pham_hoc_sinh_ma limit 1`);
  const [{ month }] = await db.execute(
    sql`select to_char(date_trunc('month', max(ngay)), 'YYYY-MM-DD') as month from vi_pham_hoc_sinh`,
  );
  const monthEnd = new Date(Date.parse(`${month}T00:00:00Z`) + 27 * 86_400_000).toISOString().slice(0, 10);
  const filters = [
    '',
    '&trangThai=da_bao_cao',
    `&lopQuanLyId=${cls.id}`,
    `&khoiId=${grade.id}`,
    `&maViPhamId=${code.id}`,
    `&tuNgay=${month}&denNgay=${monthEnd}`,
    '&search=nguyen',
    `&trangThai=da_xac_nhan&khoiId=${grade.id}&tuNgay=${month}&denNgay=${monthEnd}`,
  ];

  const cookie = await database.sessionCookie('doandoi');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-discipline-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: database.url, DEMO: 'false' },
  });
  const call = async (url) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
    const payload = await response.json();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(payload).slice(0, 300)}`);
    return { payload, ms: performance.now() - t0 };
  };

  for (const f of filters) await call(`/api/BaoCaoViPham/danhSachViPham?pageIndex=1&pageSize=20${f}`); // warm-up
  const list = [];
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const f = filters[run % filters.length];
    const page = 1 + (run % 5);
    const { payload, ms: took } = await call(`/api/BaoCaoViPham/danhSachViPham?pageIndex=${page}&pageSize=20${f}`);
    if (f === '') total = payload.data.totalCount;
    list.push(took);
  }
  console.log(
    `office list through the API (GET danhSachViPham, 20 a page, ${filters.length} filters in turn, ${total} incidents unfiltered), ${runs} requests: ` +
      `p50 ${ms(percentile(list, 50))}, p99 ${ms(percentile(list, 99))}, max ${ms(Math.max(...list))}`,
  );

  const stats = [];
  for (let run = 0; run < Math.max(20, Math.round(runs / 4)); run++) {
    const range = run % 2 === 0 ? '' : `?tuNgay=${month}&denNgay=${monthEnd}`;
    stats.push((await call(`/api/BaoCaoViPham/thongKe${range}`)).ms);
  }
  console.log(
    `statistics through the API (GET thongKe, the year and a month in turn), ${stats.length} requests: ` +
      `p50 ${ms(percentile(stats, 50))}, p99 ${ms(percentile(stats, 99))}, max ${ms(Math.max(...stats))}`,
  );
} finally {
  if (server) await stopProcess(server.child);
  await database.drop();
}
