#!/usr/bin/env node
// `npm run bench:wellbeing`: the student-wellbeing figures of issue 29, on PostgreSQL (127.0.0.1:5432, or
// BENCH_DATABASE_URL's server) with the LARGE demo school, through the built server's API as the psychology
// specialist's screens ask for them: 3 DASS-21 campaigns, each answered by every current student (about 5,000), then
//   - the campaign overview (GET tongQuan/:dotId: response rate, subscale results by band),
//   - the per-class overview (GET tongQuan/:dotId/theoLop),
//   - the comparison chart of a class against its grade level and the school (GET soSanh?dotId&lopId),
//   - the comparison chart of one campaign against another (GET soSanh?dotId&dotSoSanhId)
// — p50/p99 ms each over BENCH_RUNS requests. Needs `npm run build` first.
// Prints figures; asserts nothing. Creates its own database and drops it. BENCH_TEMPLATE=<name> keeps the seeded large
// school in that database (seeded on the first run) and starts later runs from a copy of it, skipping the seeding.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlOf, loadTs, ms, percentile, root, startPortal, stopProcess } from './support.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 40);
const name = `hpl_bench_wellbeing_${randomBytes(4).toString('hex')}`;
const urlOf = (db) => databaseUrlOf(adminUrl, db);

const { openPostgres } = await loadTs('./apps/server/src/db/client.ts');
const { migrateDatabase } = await loadTs('./apps/server/src/db/migrate.ts');
const { generateDemoSchool } = await loadTs('./apps/server/src/demo/generator.ts');
const { scoreAnswers } = await loadTs('./packages/shared/src/danh-gia-tam-ly/scoring.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq } = await import('drizzle-orm');

const template = process.env.BENCH_TEMPLATE;
const admin = await openPostgres(adminUrl, { max: 1 });
const seeding =
  !template || (await admin.db.execute(sql`select 1 from pg_database where datname = ${template}`)).length === 0;
async function seed(db) {
  await admin.db.execute(sql.raw(`CREATE DATABASE ${db}`));
  const seeded = await openPostgres(urlOf(db), { max: 8 });
  await migrateDatabase(seeded);
  const started = performance.now();
  const summary = await generateDemoSchool(seeded.db, `/tmp/${db}-uploads`, 'large');
  console.log(
    `large demo school: ${summary.students} students, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return seeded;
}
let database;
let server;
if (!template) database = await seed(name);
else {
  if (seeding) await (await seed(template)).close();
  else console.log(`large demo school copied from ${template}`);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  database = await openPostgres(urlOf(name), { max: 8 });
}
try {
  const db = database.db;
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

  const { SessionStore } = await loadTs('./apps/server/src/modules/auth/session-store.ts');
  const [tamly] = await db
    .select({ id: schema.taiKhoan.id })
    .from(schema.taiKhoan)
    .where(eq(schema.taiKhoan.username, 'tamly'));
  const cookie = `Authorization=${await new SessionStore(db).create(tamly.id, {}, new Date(Date.now() + 3_600_000))}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-wellbeing-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: urlOf(name), DEMO: 'false' },
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
  await database.close();
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin.close();
}
