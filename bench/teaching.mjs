#!/usr/bin/env node
// `npm run bench:teaching`: the teaching-quality figures of issue 28, on PostgreSQL (127.0.0.1:5432, or
// BENCH_DATABASE_URL's server) with the LARGE demo school, through the built server's API:
//   - DOCX → PDF preview (GET /api/GiaoAn/tep/:id/xemTruoc): `giaovien` makes a plan, attaches a DOCX of a few pages
//     and submits it through the API; the department head `totruong` opens the preview. The first request of the run
//     (LibreOffice headless converts it), the first requests of BENCH_DOCUMENTS more new files one after another and of
//     three new files at once (one conversion at a time), then cached requests (p50/p99 over BENCH_RUNS). Meanwhile the
//     resident memory (VmRSS) of the server process and of LibreOffice (the server's child processes), sampled every
//     20 ms: before, peak during the conversions, and after;
//   - the approval queue (GET /api/GiaoAn/danhSachCanDuyet as `totruong`, 20 a page under the screen's status filters,
//     sorts, a search and deep pages in turn) over BENCH_PLANS (default 10,000) plans of the department's teachers in
//     every status, and the counts per teacher above it (GET thongKeGiaoVien) — p50/p99 ms;
//   - the survey statistics as `baocao` sees them on baoCao/thongKeKhaoSatGiaoVienVN and …GiaoVien (Cambridge): a closed
//     national campaign of BENCH_ANSWERS (default 50,000) answers and a closed Cambridge one answered once per
//     enrolment of its classes — the campaign list (GET danhSachKhaoSat), the statistics per question, teacher and
//     department (GET thongKe), the Excel export (a few, under its rate limit) — and a teacher's own results
//     (GET ketQuaCuaToi as `giaovien`) — p50/p99 ms.
// Needs `npm run build` first. Prints figures; asserts nothing. Creates its own database and drops it (BENCH_TEMPLATE:
// openDemoDatabase in support.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTs, memorySampler, ms, openDemoDatabase, percentile, root, startPortal, stopProcess } from './support.mjs';
import { insertLessonPlans, insertSurveys, planValues, TOPICS, worksheet } from './teaching-data.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 100);
const planCount = Number(process.env.BENCH_PLANS ?? 10_000);
const answerCount = Number(process.env.BENCH_ANSWERS ?? 50_000);
const documents = Number(process.env.BENCH_DOCUMENTS ?? 4);
// Each run's files are new to the conversion cache (their bytes differ from any earlier run's).
const runTag = Math.random().toString(36).slice(2, 10);

const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq } = await import('drizzle-orm');

const figures = (times) =>
  `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;
const mb = (kb) => `${Math.round(kb / 1024)} MB`;

const database = await openDemoDatabase('teaching', 'large');
let server;
let dataDir;
try {
  const { db } = database;
  const account = async (username) =>
    (
      await db
        .select({ id: schema.taiKhoan.id, nhanVienId: schema.taiKhoan.nhanVienId })
        .from(schema.taiKhoan)
        .where(eq(schema.taiKhoan.username, username))
    )[0];
  const [giaovien, totruong, baocao] = [await account('giaovien'), await account('totruong'), await account('baocao')];
  const [year] = await db
    .select({ id: schema.namHoc.id, ngayBatDau: schema.namHoc.ngayBatDau })
    .from(schema.namHoc)
    .where(eq(schema.namHoc.isActive, true));

  await insertLessonPlans(db, { planCount, totruong, year });
  const campaigns = await insertSurveys(db, { answerCount, year });
  await db.execute(sql`analyze`);

  // ── The built server, with a session per user ──
  const cookies = {
    giaovien: await database.sessionCookie(giaovien.id),
    totruong: await database.sessionCookie(totruong.id),
    baocao: await database.sessionCookie(baocao.id),
  };
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-teaching-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: database.url, DEMO: 'false' },
  });
  const request = async (as, method, url, body) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        cookie: cookies[as],
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const took = performance.now() - t0;
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${bytes.toString().slice(0, 300)}`);
    const json = response.headers.get('content-type')?.startsWith('application/json');
    return { payload: json ? JSON.parse(bytes.toString()) : bytes, bytes: bytes.length, ms: took };
  };
  const get = (as, url) => request(as, 'GET', url);

  // ── DOCX → PDF preview, with the memory of the server and of LibreOffice ──
  const myClasses = (await get('giaovien', '/api/GiaoAn/lopMonHocCuaToi')).payload.data;
  /** A plan of giaovien with a new DOCX attached, submitted: the head may now preview the file. */
  const submittedFile = async (n) => {
    const created = await request('giaovien', 'POST', '/api/GiaoAn', {
      tieuDe: `Xem trước ${n}`,
      lopMonHocIds: [myClasses[0].id],
      tuan: 12,
      tiet: 24,
      noiDung: planValues(TOPICS[n % TOPICS.length]),
    });
    const form = new FormData();
    form.append('file', new Blob([worksheet(n, runTag)]), `phieu-hoc-tap-${n}.docx`);
    const withFile = await request('giaovien', 'POST', `/api/GiaoAn/${created.payload.data.id}/tep`, form);
    const plan = withFile.payload.data;
    await request('giaovien', 'POST', `/api/GiaoAn/${plan.id}/nop`, { version: plan.version });
    return plan.tep[0];
  };
  const files = [];
  for (let n = 0; n < documents + 4; n++) files.push(await submittedFile(n));
  const { size: docxBytes } = new Blob([worksheet(0, runTag)]);
  const preview = (as, file) => get(as, `/api/GiaoAn/tep/${file.id}/xemTruoc`);
  const sampler = memorySampler(server.child.pid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = sampler.peak();
  const first = await preview('totruong', files[0]);
  const firstPeak = sampler.peak();
  const firstOnes = [];
  for (const file of files.slice(1, 1 + documents)) firstOnes.push((await preview('totruong', file)).ms);
  const laterPeak = sampler.peak();
  const t0 = performance.now();
  const together = await Promise.all(files.slice(1 + documents).map((file) => preview('totruong', file)));
  const togetherMs = performance.now() - t0;
  const togetherPeak = sampler.peak();
  const cached = [];
  for (let run = 0; run < runs; run++) {
    cached.push((await preview(run % 2 ? 'giaovien' : 'totruong', files[run % files.length])).ms);
  }
  const cachedPeak = sampler.peak();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = sampler.peak();
  sampler.stop();
  console.log(
    `DOCX → PDF preview (GET xemTruoc as the department head; a ${Math.round(docxBytes / 1024)} KB DOCX of 150 ` +
      `paragraphs → a ${Math.round(first.bytes / 1024)} KB PDF):`,
  );
  console.log(`  first request of the run (LibreOffice converts): ${ms(first.ms)}`);
  console.log(`  first requests of ${documents} more new files, one after another: ${figures(firstOnes)}`);
  console.log(
    `  ${together.length} new files at once (one conversion at a time): all answered in ${ms(togetherMs)}, ` +
      `slowest ${ms(Math.max(...together.map((r) => r.ms)))}`,
  );
  console.log(`  cached, ${runs} requests (the head and the teacher in turn): ${figures(cached)}`);
  console.log(
    `  memory (VmRSS): server ${mb(before.process)} before; during the first conversion server peak ` +
      `${mb(firstPeak.process)}, LibreOffice peak ${mb(firstPeak.children)}; during the later ones server peak ` +
      `${mb(Math.max(laterPeak.process, togetherPeak.process))}, LibreOffice peak ` +
      `${mb(Math.max(laterPeak.children, togetherPeak.children))}; cached requests server peak ${mb(cachedPeak.process)}; ` +
      `2 s after: server ${mb(after.process)}, LibreOffice ${mb(after.children)}`,
  );

  // ── The approval queue ──
  const search = encodeURIComponent('bậc hai');
  const queueQueries = [
    '',
    '&trangThai=cho_duyet',
    '&trangThai=da_duyet',
    '&trangThai=tra_lai',
    '&sort=-ngayNop',
    '&sort=tieuDe',
    '&sort=tuan&trangThai=cho_duyet',
    `&search=${search}`,
  ];
  for (const q of queueQueries) await get('totruong', `/api/GiaoAn/danhSachCanDuyet?pageIndex=1&pageSize=20${q}`);
  const queue = [];
  let queued = 0;
  for (let run = 0; run < runs; run++) {
    const q = queueQueries[run % queueQueries.length];
    // Mostly the first pages; every fifth request a deep one.
    const page = run % 5 === 4 ? 100 + (run % 150) : 1 + (run % 3);
    const { payload, ms: took } = await get(
      'totruong',
      `/api/GiaoAn/danhSachCanDuyet?pageIndex=${page}&pageSize=20${q}`,
    );
    if (q === '') queued = payload.data.totalCount;
    queue.push(took);
  }
  console.log(
    `approval queue (GET danhSachCanDuyet as totruong, 20 a page, ${queueQueries.length} filters/sorts/search in turn, ` +
      `first pages and deep ones; ${queued} plans in it unfiltered), ${runs} requests: ${figures(queue)}`,
  );
  const counts = [];
  let teachersCounted = 0;
  for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
    const { payload, ms: took } = await get('totruong', '/api/GiaoAn/thongKeGiaoVien');
    teachersCounted = payload.data.length;
    counts.push(took);
  }
  console.log(
    `counts per teacher above the queue (GET thongKeGiaoVien, ${teachersCounted} teachers), ${counts.length} requests: ${figures(counts)}`,
  );

  // ── Survey statistics ──
  for (const [chuongTrinh, screen] of [
    ['VN', 'thongKeKhaoSatGiaoVienVN'],
    ['CAM', 'thongKeKhaoSatGiaoVien'],
  ]) {
    const list = [];
    for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
      list.push(
        (await get('baocao', `/api/KhaoSatGiaoVien/danhSachKhaoSat?chuongTrinh=${chuongTrinh}&pageSize=-1`)).ms,
      );
    }
    const stats = [];
    let shape = '';
    for (let run = 0; run < runs; run++) {
      const { payload, ms: took } = await get(
        'baocao',
        `/api/KhaoSatGiaoVien/thongKe?khaoSatId=${campaigns[chuongTrinh]}`,
      );
      const d = payload.data;
      shape = `${d.khaoSat.soPhieu} answers, ${d.cauHoi.length} questions, ${d.giaoVien.length} teachers, ${d.phongBan.length} departments`;
      stats.push(took);
    }
    console.log(`baoCao/${screen} (as baocao):`);
    console.log(
      `  campaign list (GET danhSachKhaoSat?chuongTrinh=${chuongTrinh}), ${list.length} requests: ${figures(list)}`,
    );
    console.log(`  statistics (GET thongKe: ${shape}), ${runs} requests: ${figures(stats)}`);
  }
  // The export is limited to 10 a minute per user: four of each campaign, 8 in all.
  const exports = [];
  let exportBytes = 0;
  for (let run = 0; run < 8; run++) {
    const r = await get(
      'baocao',
      `/api/KhaoSatGiaoVien/thongKe/xuatExcel?khaoSatId=${campaigns[run % 2 ? 'CAM' : 'VN']}`,
    );
    exportBytes = Math.max(exportBytes, r.bytes);
    exports.push(r.ms);
  }
  console.log(
    `statistics Excel export (GET thongKe/xuatExcel, both campaigns in turn, up to ${Math.round(exportBytes / 1024)} KB), ` +
      `${exports.length} requests: ${figures(exports)}`,
  );
  const own = [];
  let shown = '';
  for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
    const { payload, ms: took } = await get('giaovien', '/api/KhaoSatGiaoVien/ketQuaCuaToi');
    shown = `${payload.data.length} closed campaigns, ${payload.data.reduce((n, c) => n + c.soPhieu, 0)} answers about them`;
    own.push(took);
  }
  console.log(
    `a teacher's own results (GET ketQuaCuaToi as giaovien: ${shown}), ${own.length} requests: ${figures(own)}`,
  );
} finally {
  if (server) await stopProcess(server.child);
  await database.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
