#!/usr/bin/env node
// `npm run bench:office` (issue 30 figures): on PostgreSQL (127.0.0.1:5432, or BENCH_DATABASE_URL's server) with the
// demo school (150 staff), through the built server's API as the admissions office and HR use it:
//   - admissions with BENCH_APPLICATIONS (default 5,000) more applications spread over every status, grade level and
//     programme: the pipeline board (GET /api/TuyenSinh/bangHoSo: a column per status, unfiltered, by programme, by
//     grade level), the statistics (GET /api/TuyenSinh/thongKe), the filtered list (GET danhSachHoSo: a page of 20
//     under a rotating filter and a search) — p50/p99 ms over BENCH_RUNS requests each; the Excel export of every
//     application (time and bytes); 100 applications posted through the inbound API (POST /api/TuyenSinh/hoSo, the
//     public site's key; under its rate limit of 120 a minute) — p50/p99 ms;
//   - the attendance machine's log of a month (September 2026) for every staff member with a code — in, out, most
//     with a lunch pair, ≈ 12,000 punches — imported as CSV by HR (POST /api/ChamCong/nhapFile), then imported again
//     (nothing new); then a teacher's month (GET /api/ChamCong/thangCuaToi) and HR's punch list
//     (GET /api/ChamCong/danhSachChamCong) — p50/p99 ms.
// Needs `npm run build` first. Prints figures; asserts nothing. Creates its own database and drops it (BENCH_TEMPLATE:
// see openDemoDatabase in support.mjs).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTs, ms, openDemoDatabase, percentile, root, startPortal, stopProcess } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const applications = Number(process.env.BENCH_APPLICATIONS ?? 5_000);
const apiKey = randomBytes(24).toString('base64url');
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

const { TRANG_THAI_HO_SO } = await loadTs('./packages/shared/src/tuyen-sinh/contract.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, isNotNull } = await import('drizzle-orm');

const database = await openDemoDatabase('office', 'default');
let server;
try {
  const { db } = database;
  // Applications: every status, grade level 1–12, both programmes, spread over the intake season.
  const started = performance.now();
  const rows = Array.from({ length: applications }, (_, i) => ({
    maHoSo: `BENCH-${String(i + 1).padStart(5, '0')}`,
    nguon: i % 3 === 0 ? 'vanPhong' : 'web',
    namHocDuTuyen: '2027-2028',
    hoTen: `Học sinh thử ${i + 1}`,
    ngaySinh: `${2010 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    chuongTrinh: Math.floor(i / 12) % 4 === 0 ? 'cambridge' : 'quocGia',
    khoi: (i % 12) + 1,
    truongCu: 'Trường THCS Nguyễn Du',
    phuHuynh: [{ quanHe: 'Mẹ', hoTen: `Phụ huynh ${i + 1}`, dienThoai: '0900000000', email: null, ngheNghiep: null }],
    trangThai: TRANG_THAI_HO_SO[(i * 7) % TRANG_THAI_HO_SO.length],
    diemTrungBinh: i % 2 ? 3 + (i % 20) / 10 : null,
    createdAt: new Date(Date.parse('2026-09-01T02:00:00Z') + (i % 80) * 86_400_000 + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    const ids = await db
      .insert(schema.hoSoTuyenSinh)
      .values(rows.slice(i, i + 1000))
      .returning({ id: schema.hoSoTuyenSinh.id, trangThai: schema.hoSoTuyenSinh.trangThai });
    await db
      .insert(schema.hoSoTuyenSinhLichSu)
      .values(ids.map((r) => ({ hoSoId: r.id, tuTrangThai: null, denTrangThai: 'daNop', nguoiThucHien: 'web' })));
  }
  await db.execute(sql`analyze`);
  const [{ total }] = await db.execute(sql`select cast(count(*) as integer) as total from ho_so_tuyen_sinh`);
  console.log(`${total} applications (${applications} added) in ${seconds(started)}`);

  const cookies = {
    tuyensinh: await database.sessionCookie('tuyensinh'),
    nhansu: await database.sessionCookie('nhansu'),
    giaovien: await database.sessionCookie('giaovien'),
  };

  // A month of the attendance machines' log for every staff member with a code.
  const staff = await db
    .select({ ma: schema.nhanVien.maNhanVien })
    .from(schema.nhanVien)
    .where(isNotNull(schema.nhanVien.maNhanVien));
  let seed32 = 30;
  const random = () => {
    seed32 = (seed32 * 1103515245 + 12345) % 2147483648;
    return seed32 / 2147483648;
  };
  const at = (day, minutes) =>
    `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const lines = [];
  for (let d = 1; d <= 30; d++) {
    const day = `2026-09-${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const { ma } of staff) {
      lines.push(`MAY01,${ma},${at(day, 410 + Math.floor(random() * 60))}`);
      if (random() < 0.8) {
        lines.push(`MAY02,${ma},${at(day, 690 + Math.floor(random() * 30))}`);
        lines.push(`MAY02,${ma},${at(day, 760 + Math.floor(random() * 30))}`);
      }
      lines.push(`MAY01,${ma},${at(day, 990 + Math.floor(random() * 60))}`);
    }
  }
  const punchLog = Buffer.from(`Mã máy,Mã nhân viên,Thời điểm\n${lines.join('\n')}\n`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-office-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: database.url, DEMO: 'false', TUYEN_SINH_API_KEY: apiKey },
  });
  const call = async (method, url, { as, body, headers = {} } = {}) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(as ? { cookie: cookies[as] } : {}), ...headers },
      body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - t0;
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${bytes.toString('utf8', 0, 300)}`);
    const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes) : undefined;
    return { payload: json, bytes: bytes.length, ms: elapsed };
  };
  const measure = async (label, urls, options) => {
    const times = [];
    let payload;
    for (let run = 0; run < runs; run++) {
      const answer = await call('GET', urls[run % urls.length], options);
      payload ??= answer.payload;
      times.push(answer.ms);
    }
    console.log(
      `${label}, ${runs} requests: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
    );
    return payload;
  };

  console.log('\nadmissions');
  const board = await measure(
    'pipeline board (GET bangHoSo: unfiltered, by programme, by grade level)',
    ['/api/TuyenSinh/bangHoSo', '/api/TuyenSinh/bangHoSo?chuongTrinh=cambridge', '/api/TuyenSinh/bangHoSo?khoi=6'],
    { as: 'tuyensinh' },
  );
  console.log(
    `  the board's columns: ${board.data.map((c) => `${c.trangThai} ${c.soLuong} (${c.items.length} shown)`).join(', ')}`,
  );
  const stats = await measure('statistics per grade level and programme (GET thongKe)', ['/api/TuyenSinh/thongKe'], {
    as: 'tuyensinh',
  });
  console.log(
    `  ${stats.data.length} grade level × programme rows, ${stats.data.reduce((s, r) => s + r.tong, 0)} applications`,
  );
  await measure(
    'filtered list, a page of 20 (GET danhSachHoSo: none, status, programme, grade, search, sort, page 3)',
    [
      '',
      '&trangThai=dangXet',
      '&chuongTrinh=cambridge',
      '&khoi=10',
      '&search=thử 42',
      '&sort=-diemTrungBinh',
      '&pageIndex=3',
    ].map((f) => `/api/TuyenSinh/danhSachHoSo?pageSize=20${f}`),
    { as: 'tuyensinh' },
  );
  const exports = [];
  for (let run = 0; run < 3; run++)
    exports.push(await call('GET', '/api/TuyenSinh/xuatExcel?pageSize=-1', { as: 'tuyensinh' }));
  console.log(
    `Excel export of every application (GET xuatExcel), 3 runs: ${exports.map((e) => ms(e.ms)).join(', ')}; ${Math.round(exports[0].bytes / 1024)} KB`,
  );
  const posted = [];
  for (let i = 0; i < 100; i++) {
    const application = {
      maHoSoNguon: `site-${randomBytes(6).toString('hex')}`,
      hoTen: `Ứng viên ${i + 1}`,
      ngaySinh: '2015-05-20',
      chuongTrinh: 'quocGia',
      khoi: 6,
      phuHuynh: [{ quanHe: 'Bố', hoTen: 'Phụ huynh', dienThoai: '0901234567' }],
    };
    posted.push(
      (
        await call('POST', '/api/TuyenSinh/hoSo', {
          body: JSON.stringify(application),
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        })
      ).ms,
    );
  }
  console.log(
    `inbound API (POST /api/TuyenSinh/hoSo), 100 applications: p50 ${ms(percentile(posted, 50))}, p99 ${ms(percentile(posted, 99))}`,
  );

  console.log('\npunches');
  const importLog = async () => {
    const form = new FormData();
    form.append('file', new Blob([punchLog], { type: 'text/csv' }), 'may-cham-cong-2026-09.csv');
    return call('POST', '/api/ChamCong/nhapFile', { as: 'nhansu', body: form });
  };
  const first = await importLog();
  console.log(
    `import of September 2026 for ${staff.length} staff (${lines.length} punches, ${Math.round(punchLog.length / 1024)} KB CSV): ` +
      `${ms(first.ms)}, ${first.payload.data.soDongMoi} new, ${first.payload.data.soDongTrung} already there`,
  );
  const again = await importLog();
  console.log(
    `the same log again: ${ms(again.ms)}, ${again.payload.data.soDongMoi} new, ${again.payload.data.soDongTrung} already there`,
  );
  const month = await measure(
    "a teacher's month (GET thangCuaToi?thang=2026-09)",
    ['/api/ChamCong/thangCuaToi?thang=2026-09'],
    {
      as: 'giaovien',
    },
  );
  console.log(`  ${month.data.ngay.length} days in the teacher's month`);
  await measure(
    "HR's punch list, a page of 20 (GET danhSachChamCong: the month, a day, a machine, page 50)",
    [
      '?tuNgay=2026-09-01&denNgay=2026-09-30',
      '?tuNgay=2026-09-15&denNgay=2026-09-15',
      '?maMay=MAY02&tuNgay=2026-09-01&denNgay=2026-09-30',
      '?tuNgay=2026-09-01&denNgay=2026-09-30&pageIndex=50',
    ].map((q) => `/api/ChamCong/danhSachChamCong${q}&pageSize=20`),
    { as: 'nhansu' },
  );
} finally {
  if (server) await stopProcess(server.child);
  await database.drop();
}
