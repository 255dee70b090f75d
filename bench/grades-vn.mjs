#!/usr/bin/env node
// `npm run bench:grades-vn`: the Vietnamese-grades figures of issue 12, on PostgreSQL (127.0.0.1:5432, or
// BENCH_DATABASE_URL's server) with the LARGE demo school, through the built server's API as its client sees them:
//   - the office's year-end run (POST tongKet/tinhTatCa): every national secondary subject class's term and year
//     averages recomputed from the cells and stored, then every homeroom class's year summary computed and stored —
//     seconds; then each homeroom class's summary recomputed from its screen (POST tongKet/:id/tinh) — p50/p99;
//   - one gradebook of 45 students × 6 columns saved by its teacher (PUT soDiem/:id, one all-or-nothing request of 270
//     cells, audited) — p50/p99 ms;
//   - report cards of a grade level (Khối 10), class by class — pages per second and the server's peak memory (VmHWM).
// Needs `npm run build` first.
// Prints figures; asserts nothing. Creates its own database and drops it (BENCH_TEMPLATE: openDemoDatabase in
// support.mjs).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTs, ms, openDemoDatabase, percentile, root, startPortal, stopProcess } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 40);

const diemVn = await loadTs('./apps/server/src/modules/diem-vn/index.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq, and, inArray, isNull } = await import('drizzle-orm');

// BENCH_SKIP=yearend leaves the year-end run out (the gradebook save only).
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const database = await openDemoDatabase('grades', 'large');
let server;
try {
  let started;
  const { db } = database;

  // Term II complete for the year-end run: every cell of term I copied to term II (marks shifted a little).
  await db.execute(sql`insert into diem_vn_diem (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua)
    select lop_mon_hoc_id, hoc_sinh_id, 2, cot, trang_thai,
      case when gia_tri is null then null else least(10, gia_tri + 0.5) end, ket_qua
    from diem_vn_diem where hoc_ky = 1 on conflict do nothing`);
  await db.execute(sql`insert into diem_vn_ren_luyen (lop_quan_ly_id, hoc_sinh_id, hoc_ky, muc_do)
    select lop_quan_ly_id, hoc_sinh_id, 2, muc_do from diem_vn_ren_luyen where hoc_ky = 1 on conflict do nothing`);
  const homerooms = (
    await db
      .select({ id: schema.lopQuanLy.id })
      .from(schema.lopQuanLy)
      .innerJoin(schema.heHoc, and(eq(schema.heHoc.id, schema.lopQuanLy.heHocId), eq(schema.heHoc.ma, 'VN')))
      .innerJoin(
        schema.khoi,
        and(eq(schema.khoi.id, schema.lopQuanLy.khoiId), inArray(schema.khoi.capHoc, ['thcs', 'thpt'])),
      )
      .innerJoin(schema.namHoc, and(eq(schema.namHoc.id, schema.lopQuanLy.namHocId), eq(schema.namHoc.isActive, true)))
  ).map((h) => h.id);

  // A gradebook of 45 students: the first scored class of 10A1 grows to 45 members; its term II windows open.
  const [target] = await db
    .select({ id: schema.lopMonHoc.id, namHocId: schema.lopMonHoc.namHocId, lopQuanLyId: schema.lopMonHoc.lopQuanLyId })
    .from(schema.lopMonHoc)
    .innerJoin(schema.monHoc, and(eq(schema.monHoc.id, schema.lopMonHoc.monHocId), eq(schema.monHoc.maMonHoc, 'TOAN')))
    .innerJoin(
      schema.lopQuanLy,
      and(eq(schema.lopQuanLy.id, schema.lopMonHoc.lopQuanLyId), eq(schema.lopQuanLy.tenLop, '10A1')),
    )
    .where(eq(schema.lopMonHoc.namHocId, sql`(select id from nam_hoc where is_active)`));
  const members = await db
    .select({ id: schema.lopMonHocHocSinh.hocSinhId })
    .from(schema.lopMonHocHocSinh)
    .where(and(eq(schema.lopMonHocHocSinh.lopMonHocId, target.id), isNull(schema.lopMonHocHocSinh.denNgay)));
  const extra = await db.execute(sql`select id from hoc_sinh where id not in (
      select hoc_sinh_id from lop_mon_hoc_hoc_sinh where lop_mon_hoc_id = ${target.id}) order by id limit ${45 - members.length}`);
  const extraIds = extra.map((r) => r.id);
  if (extraIds.length)
    await db
      .insert(schema.lopMonHocHocSinh)
      .values(extraIds.map((hocSinhId) => ({ lopMonHocId: target.id, hocSinhId, tuNgay: '2026-09-05' })));
  await db.execute(sql`delete from diem_vn_diem where lop_mon_hoc_id = ${target.id} and hoc_ky = 2`);
  for (const cot of ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'])
    await db
      .insert(schema.diemVnCotNhap)
      .values({
        namHocId: target.namHocId,
        hocKy: 2,
        cot,
        moLuc: new Date('2026-01-01'),
        dongLuc: new Date('2099-01-01'),
      })
      .onConflictDoUpdate({
        target: [schema.diemVnCotNhap.namHocId, schema.diemVnCotNhap.hocKy, schema.diemVnCotNhap.cot],
        set: { moLuc: new Date('2026-01-01'), dongLuc: new Date('2099-01-01') },
      });
  const [teacher] = await db
    .select({ accountId: schema.taiKhoan.id, nhanVienId: schema.lopMonHocGiaoVien.nhanVienId })
    .from(schema.lopMonHocGiaoVien)
    .innerJoin(schema.taiKhoan, eq(schema.taiKhoan.nhanVienId, schema.lopMonHocGiaoVien.nhanVienId))
    .where(eq(schema.lopMonHocGiaoVien.lopMonHocId, target.id));
  const user = {
    accountId: teacher.accountId,
    username: 'bench',
    roles: ['GiaoVien'],
    permissions: [],
    nhanVienId: teacher.nhanVienId,
    hocSinhId: null,
    hoTen: 'bench',
    anhDaiDien: null,
    sessionId: 'bench',
  };
  const caller = { accountId: user.accountId, requestId: 'bench', user };
  const students45 = (await diemVn.getGradebook(db, caller, target.id)).hocSinh.map((s) => s.id);
  const grade10 = (
    await db.execute(sql`select l.id from lop_quan_ly l join khoi k on k.id = l.khoi_id join he_hoc h on h.id = l.he_hoc_id
      where k.ten_khoi = 'Khối 10' and h.ma = 'VN' and l.nam_hoc_id = ${target.namHocId} order by l.ten_lop`)
  ).map((r) => r.id);

  // From here on as a client sees it: the built server on this database, the teacher's and the office's sessions made
  // the way the sign-in callback makes them, every figure timed around the HTTP request.
  const teacherCookie = await database.sessionCookie(teacher.accountId);
  const officeCookie = await database.sessionCookie('daotao');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-grades-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: database.url, DEMO: 'false' },
  });
  const call = async (method, url, cookie, body) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(payload).slice(0, 300)}`);
    return { payload, ms: performance.now() - t0 };
  };

  if (!skip.has('yearend')) {
    // The office's year-end run from the tongKet screen ("Tính cả trường"): one request, timed as the client saw it.
    const { payload, ms: took } = await call('POST', '/api/DiemVN/tongKet/tinhTatCa', officeCookie, { hocKy: 0 });
    const run = payload.data;
    const [{ n: averages }] = await db.execute(sql`select cast(count(*) as integer) as n from diem_vn_trung_binh`);
    console.log(
      `year-end run through the API (POST tongKet/tinhTatCa, the office): ${run.soLopMonHoc} subject classes recomputed (${averages} stored averages), ` +
        `${run.soHocSinh} student year summaries in ${run.soLop} homeroom classes computed and stored in ${(took / 1000).toFixed(2)} s (goal < 2 s)`,
    );
    // The same class by class from its screen: one request per class, in turn.
    const perClass = [];
    started = performance.now();
    for (const id of homerooms)
      perClass.push((await call('POST', `/api/DiemVN/tongKet/${id}/tinh?hocKy=0`, officeCookie)).ms);
    const total = performance.now() - started;
    console.log(
      `year summaries through the API (POST tongKet/:id/tinh, the office, ${homerooms.length} homeroom classes in turn): ` +
        `per class p50 ${ms(percentile(perClass, 50))}, p99 ${ms(percentile(perClass, 99))}; all in ${(total / 1000).toFixed(2)} s`,
    );
  }

  const versions = new Map();
  const times = [];
  for (let run = 0; run < runs; run++) {
    const o = students45.flatMap((hocSinhId, i) =>
      ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'].map((cot) => ({
        hocSinhId,
        cot,
        giaTri: { trangThai: 'diem', giaTri: ((run + i) % 10) + (cot === 'GK' ? 0.5 : 0) },
        version: versions.get(`${hocSinhId}:${cot}`) ?? 0,
      })),
    );
    const { payload, ms: took } = await call('PUT', `/api/DiemVN/soDiem/${target.id}`, teacherCookie, { hocKy: 2, o });
    times.push(took);
    for (const c of payload.data.o) versions.set(`${c.hocSinhId}:${c.cot}`, c.version);
  }
  console.log(
    `gradebook save through the API (PUT soDiem/:id, the teacher), ${students45.length} students × 6 columns (${students45.length * 6} cells, audited, averages stored), ${runs} saves: ` +
      `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} (goal p99 < 150 ms)`,
  );

  // Report cards of a grade level (every homeroom class of Khối 10), class by class as the office's screen asks for
  // them; the server's peak memory is its VmHWM.
  started = performance.now();
  let pages = 0;
  let bytes = 0;
  for (const id of grade10) {
    const { payload } = await call('GET', `/api/DiemVN/xuatPhieuDiem/${id}`, officeCookie);
    pages += (payload.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    bytes += payload.length;
  }
  const pdfMs = performance.now() - started;
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  console.log(
    `report cards of a grade level through the API (GET xuatPhieuDiem/:id, Khối 10, ${grade10.length} classes): ${pages} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(pdfMs / 1000).toFixed(1)} s — ${(pages / (pdfMs / 1000)).toFixed(0)} pages/s; server peak memory ${(peak / 1024 / 1024).toFixed(0)} MB (VmHWM)`,
  );
} finally {
  if (server) await stopProcess(server.child);
  await database.drop();
}
