#!/usr/bin/env node
// `npm run bench:grades-cambridge`: the Cambridge-results figures of issue 13 (the results part), on PostgreSQL
// (127.0.0.1:5432, or BENCH_DATABASE_URL's server) with the small demo school and one exam of 400 students:
//   - grading 5,000 results with the shared rules (weighted total, grade from thresholds, PUM) — ms;
//   - saving the 400 students' marks of the exam in one request (audited, version-checked) — ms;
//   - the analysis of that exam (histogram, mean / median / SD, grades, facility, class comparison) — p50/p99 ms;
// and the process's peak memory. Prints figures; asserts nothing. Creates its own database and drops it.
//   - publishing the exam (every result converted to the 10-point mark with the applicable scale) — ms;
//   - the report cards of the 400 students as one English PDF (`xuatphieudiem`) — ms, size, pages and peak memory.
import { loadTs, openDemoDatabase, percentile } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 30);
let peak = 0;
const sample = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const shared = await loadTs('./packages/shared/src/index.ts');
const service = await loadTs('./apps/server/src/modules/diem-cam/ket-qua.service.ts');
const cards = await loadTs('./apps/server/src/modules/diem-cam/phieu-diem.service.ts');
const { sql } = await import('drizzle-orm');

const THRESHOLDS = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const COMPONENTS = [
  { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
  { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
];
const mark = (i, max) => (i * 7919) % (max + 1);

// 1. Grading 5,000 results with the shared rules.
let started = performance.now();
let check = 0;
for (let i = 0; i < 5000; i++)
  check += shared.ketQuaOf(COMPONENTS, THRESHOLDS, [mark(i, 75), mark(i + 3, 80)], false).pum;
console.log(
  `grading 5,000 results (total, grade, PUM): ${(performance.now() - started).toFixed(1)} ms (checksum ${check})`,
);

const database = await openDemoDatabase('cam', 'small');
try {
  const { db } = database;
  const rows = (query) => db.execute(query);
  const [office] = await rows(sql`select id, permissions, nhan_vien_id from tai_khoan where username = 'daotao'`);
  const caller = {
    accountId: office.id,
    requestId: 'bench',
    user: { accountId: office.id, permissions: office.permissions, nhanVienId: office.nhan_vien_id, roles: [] },
  };
  // One Geography set grown to 400 students (synthetic students added to it).
  const [set] = await rows(sql`select l.id from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id
    where m.ma_mon_hoc = 'IG-GEO' order by l.id limit 1`);
  await rows(sql`with s as (
      insert into hoc_sinh (ma_hoc_sinh, ho_ten, ho_ten_sap_xep)
      select 'BENCH' || g, 'Học sinh ' || g, 'hoc sinh ' || lpad(g::text, 4, '0') from generate_series(1, 400) g
      returning id)
    insert into lop_mon_hoc_hoc_sinh (lop_mon_hoc_id, hoc_sinh_id, tu_ngay) select ${set.id}, id, '2026-09-05' from s`);
  await rows(sql`delete from lop_mon_hoc_hoc_sinh where lop_mon_hoc_id = ${set.id}
    and hoc_sinh_id not in (select id from hoc_sinh where ma_hoc_sinh like 'BENCH%')`);
  const [exam] = await rows(sql`insert into bai_thi_cam (lop_mon_hoc_id, ten, loai, nguong_diem)
    values (${set.id}, 'Bench mock', 'thiThu', ${JSON.stringify(THRESHOLDS)}::jsonb) returning id`);
  await rows(sql`insert into bai_thi_cam_thanh_phan (bai_thi_cam_id, ten, diem_toi_da, trong_so, thu_tu)
    values (${exam.id}, 'Paper 1', 75, 1.6, 1), (${exam.id}, 'Paper 2', 80, 1, 2)`);

  // 2. Saving 400 students' marks in one request.
  const book = await service.getResults(db, caller, exam.id);
  started = performance.now();
  await service.saveResults(db, caller, exam.id, {
    dong: book.hocSinh.map((s, i) => ({
      hocSinhId: s.hocSinhId,
      diem: [mark(i, 75), mark(i + 3, 80)],
      vangThi: false,
      version: 0,
    })),
  });
  console.log(
    `saving the marks of 400 students (one request, audited): ${(performance.now() - started).toFixed(1)} ms`,
  );

  // 3. The analysis of the exam.
  const times = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    const a = await service.analyse(db, caller, exam.id);
    times.push(performance.now() - started);
    if (i === 0) console.log(`analysis: ${a.soCoDiem} results, mean ${a.trungBinh}, SD ${a.doLechChuan}`);
  }
  console.log(
    `analysis of an exam of 400 students: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${runs} runs)`,
  );
  console.log(`peak memory (RSS) so far: ${(peak / 1024 / 1024).toFixed(0)} MB`);

  // 4. Publishing (with the conversion to 10-point marks), then the report cards of the 400 students in one PDF.
  let version = (await service.getResults(db, caller, exam.id)).baiThi.version;
  started = performance.now();
  for (const trangThai of ['daNop', 'daKiemTra', 'daCongBo'])
    version = (await service.moveState(db, caller, exam.id, { trangThai, version })).version;
  const [converted] = await rows(
    sql`select count(diem_quy_doi)::int as n from ket_qua_thi_cam where bai_thi_cam_id = ${exam.id}`,
  );
  console.log(
    `publishing the exam (400 results converted: ${converted.n}): ${(performance.now() - started).toFixed(1)} ms`,
  );
  const rssBefore = process.memoryUsage().rss;
  peak = rssBefore;
  for (const label of ['first', 'second']) {
    started = performance.now();
    const { pdf } = await cards.classCardsPdf(db, caller, set.id);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(
      `report cards of 400 students, one PDF (${label} run): ${(performance.now() - started).toFixed(0)} ms, ` +
        `${(pdf.length / 1024 / 1024).toFixed(2)} MB, ${pages} pages`,
    );
  }
  console.log(
    `peak memory (RSS) during the report cards: ${(peak / 1024 / 1024).toFixed(0)} MB ` +
      `(+${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB over the ${(rssBefore / 1024 / 1024).toFixed(0)} MB before)`,
  );
} finally {
  clearInterval(sample);
  await database.drop();
}
