#!/usr/bin/env node
// `npm run bench:wellbeing`: the student-wellbeing figures of issue 29, on PostgreSQL (127.0.0.1:5432, or
// BENCH_DATABASE_URL's server) with the LARGE demo school, through the built server's API as the psychology
// specialist's screens ask for them: 3 DASS-21 campaigns, each answered by every current student (about 5,000), then
//   - the campaign overview (GET tongQuan/:dotId: response rate, subscale results by band),
//   - the per-class overview (GET tongQuan/:dotId/theoLop),
//   - the comparison chart of a class against its grade level and the school (GET soSanh?dotId&lopId),
//   - the comparison chart of one campaign against another (GET soSanh?dotId&dotSoSanhId)
// — p50/p99 ms each over BENCH_RUNS requests. Needs `npm run build` first.
// Prints figures; asserts nothing. Creates its own database and drops it (BENCH_TEMPLATE: openDemoDatabase in
// support.mjs).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTs, ms, openDemoDatabase, percentile, root, startPortal, stopProcess } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 40);

const { scoreAnswers } = await loadTs('./packages/shared/src/danh-gia-tam-ly/scoring.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq } = await import('drizzle-orm');

const database = await openDemoDatabase('wellbeing', 'large');
let server;
try {
  const { db } = database;
  // Every current student with their homeroom class and grade level, and the seeded DASS-21.
  const students = await db.execute(sql`select e.hoc_sinh_id as id, l.id as lop, l.khoi_id as khoi, l.nam_hoc_id as nam
    from lop_quan_ly_hoc_sinh e join lop_quan_ly l on l.id = e.lop_quan_ly_id join nam_hoc n on n.id = l.nam_hoc_id
    where e.den_ngay is null and n.is_active`);
  const [dass] = await db
    .select({ id: schema.tamLyBaiDanhGia.id, dinhNghia: schema.tamLyBaiDanhGia.dinhNghia })
    .from(schema.tamLyBaiDanhGia)
    .where(eq(schema.tamLyBaiDanhGia.ma, 'DASS-21'));
  const def = dass.dinhNghia;
  const khoiIds = [...new Set(students.map((s) => s.khoi).filter((k) => k !== null))];
  const campaigns = [];
  let seed32 = 29;
  const random = () => {
    seed32 = (seed32 * 1103515245 + 12345) % 2147483648;
    return seed32 / 2147483648;
  };
  let started = performance.now();
  for (let c = 0; c < 3; c++) {
    const [dot] = await db
      .insert(schema.tamLyDotDanhGia)
      .values({
        baiDanhGiaId: dass.id,
        namHocId: students[0].nam,
        ten: `Bench ${c + 1}`,
        trangThai: 'closed',
        tuNgay: '2026-01-05',
        denNgay: '2026-01-20',
        khoiIds,
      })
      .returning({ id: schema.tamLyDotDanhGia.id });
    campaigns.push(dot.id);
    const rows = students.map((s) => {
      const level = random() < 0.7 ? 0 : random() < 0.6 ? 1 : random() < 0.6 ? 2 : 3;
      const traLoi = Object.fromEntries(
        def.questions.map((q) => [q.key, Math.max(0, Math.min(3, level + Math.round(random() * 1.6 - 0.8)))]),
      );
      const ketQua = scoreAnswers(def, traLoi);
      return {
        dotId: dot.id,
        hocSinhId: s.id,
        lopQuanLyId: s.lop,
        khoiId: s.khoi,
        traLoi,
        ketQua,
        canTheoDoi: ketQua.some((k) => k.followUp),
        nopLuc: new Date('2026-01-10T03:00:00Z'),
      };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(schema.tamLyPhieuTraLoi).values(rows.slice(i, i + 1000));
  }
  console.log(
    `3 DASS-21 campaigns × ${students.length} students answered (${3 * students.length} sheets) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const cookie = await database.sessionCookie('tamly');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-wellbeing-'));
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
  const lopId = students[0].lop;
  const screens = [
    ['campaign overview (GET tongQuan/:dotId)', (d) => `/api/DanhGiaTamLy/tongQuan/${d}`],
    ['per-class overview (GET tongQuan/:dotId/theoLop)', (d) => `/api/DanhGiaTamLy/tongQuan/${d}/theoLop`],
    [
      'class vs grade vs school chart (GET soSanh?dotId&lopId)',
      (d) => `/api/DanhGiaTamLy/soSanh?dotId=${d}&lopId=${lopId}`,
    ],
    [
      'campaign vs campaign chart (GET soSanh?dotId&dotSoSanhId)',
      (d) => `/api/DanhGiaTamLy/soSanh?dotId=${d}&dotSoSanhId=${campaigns.find((x) => x !== d)}`,
    ],
  ];
  const first = await call(screens[0][1](campaigns[0]));
  console.log(`overview of one campaign: ${first.payload.data.soDaNop} answers of ${first.payload.data.soDoiTuong}`);
  for (const [label, urlOfDot] of screens) {
    const times = [];
    started = performance.now();
    for (let run = 0; run < runs; run++) times.push((await call(urlOfDot(campaigns[run % 3]))).ms);
    console.log(
      `${label}, ${runs} requests over 3 campaigns: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
    );
  }
} finally {
  if (server) await stopProcess(server.child);
  await database.drop();
}
