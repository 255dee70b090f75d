#!/usr/bin/env node
// `npm run bench:master-data`: the master-data figures of issue 4 on the LARGE demo school (≈ 5,000 students), against
// the built server (PGlite, as `npm start` runs it):
//   - GET /api/HocSinh/danhSachHocSinh?search=nguyen&pageSize=20 — req/s, p50/p99 at 50 connections (signed in);
//   - Excel export of the whole student list (≈ 5,000 rows) — seconds until the last byte;
//   - Excel import of 1,500 and of 5,000 students (preview + commit) — seconds and the server's peak RSS meanwhile.
// Prints figures; asserts nothing. Cleans up its temp folder and the server.
//
// Settings (environment): BENCH_DURATION seconds of load (10), BENCH_CONNECTIONS (50), BENCH_LOG_LEVEL server log
// level (warn).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { tsImport } from 'tsx/esm/api';
import { createAdminSession, describeLoad, root, startPortal, stopProcess } from './support.mjs';

// A private bundle (apps/server/.bench/, git-ignored): other helpers rebuild dist/ while their browser tests run.
const bundleDir = path.join(root, 'apps/server/.bench', `master-data-${process.pid}`);
const serverEntry = path.join(bundleDir, 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const searchPath = '/api/HocSinh/danhSachHocSinh?search=nguyen&pageSize=20';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (kb) => `${Math.round(kb / 1024)} MB`;

/** The built server in demo mode with the large school; the first start on an empty folder seeds it. */
const startLargePortal = (dataDir) =>
  startPortal(serverEntry, dataDir, { logLevel, env: { DEMO_SIZE: 'large' }, timeoutMs: 900_000 });

/** Peak resident memory of a process since the last reset (Linux: VmHWM, reset through clear_refs). */
function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

/** An import sheet of `count` students spread over the given classes, written with exceljs' streaming writer. */
async function buildImportFile(header, count, prefix, classes) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Học sinh');
  sheet.addRow(header).commit();
  for (let i = 1; i <= count; i++) {
    sheet
      .addRow([
        `${prefix}${String(i).padStart(5, '0')}`,
        `Phạm Thị Bench ${i}`,
        i % 2 ? 'Nam' : 'Nữ',
        `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
        `${prefix.toLowerCase()}${i}@student.hpl.edu.vn`,
        '0901234567',
        `${i} Lê Lợi, Quận 1`,
        classes[i % classes.length],
        `Trần Thị Mẹ ${i}`,
        'Mẹ',
        '0912345678',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

function multipart(name, data) {
  const boundary = `----hplbench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  console.log(
    `HPL Portal master-data benchmark — Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('Bundling the server (apps/server/build.mjs)…');
  const build = spawnSync(process.execPath, ['apps/server/build.mjs', '--outdir', bundleDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-master-data-'));
  let server;
  try {
    const seeding = await startLargePortal(dataDir);
    await stopProcess(seeding.child);
    const cookie = `Authorization=${await createAdminSession(dataDir)}`;
    server = await startLargePortal(dataDir);
    const { url, child } = server;
    const api = async (method, pathname, { body, contentType } = {}) => {
      const response = await fetch(`${url}${pathname}`, {
        method,
        headers: { cookie, 'accept-language': 'vi', ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });
      const json = await response.json();
      if (!response.ok || !json.succeeded) {
        throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json.errors ?? json)}`);
      }
      return json.data;
    };
    console.log(`\nLarge demo school seeded on first start in ${seconds(seeding.startupMs)} (migrate + generate)`);

    const all = await api('GET', '/api/HocSinh/danhSachHocSinh?pageSize=1');
    const found = await api('GET', searchPath);
    console.log(
      `Students: ${all.totalCount.toLocaleString('en')}; "nguyen" matches ${found.totalCount.toLocaleString('en')}`,
    );

    console.log(`\nStudent list with search, ${connections} connections, ${duration} s (after a 2 s warm-up)`);
    // PGlite serves one query at a time: 50 waiting requests can take longer than autocannon's default 10 s timeout.
    const options = { url: `${url}${searchPath}`, connections, headers: { cookie }, timeout: 60 };
    // One more request queues behind whatever a run left in flight, so the next measurement starts on an idle server.
    const drain = () => api('GET', searchPath);
    await autocannon({ ...options, duration: 2 });
    await drain();
    const load = await autocannon({ ...options, duration });
    await drain();
    console.log(`  GET ${searchPath}: ${describeLoad(load).line}`);

    console.log('\nExcel export of the whole student list');
    const exportStarted = performance.now();
    const exported = await fetch(`${url}/api/HocSinh/xuatExcel?pageSize=-1`, { headers: { cookie } });
    if (!exported.ok) throw new Error(`xuatExcel answered ${exported.status}`);
    const bytes = (await exported.arrayBuffer()).byteLength;
    console.log(
      `  ${Number(exported.headers.get('x-total-count')).toLocaleString('en')} students: ${seconds(performance.now() - exportStarted)} (${(bytes / 1024 / 1024).toFixed(1)} MB .xlsx)`,
    );

    const years = await api('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1');
    const activeYear = years.items.find((y) => y.isActive);
    const classes = (await api('GET', `/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1&namHocId=${activeYear.id}`)).items;
    const { HOC_SINH_IMPORT_COLUMNS } = await tsImport(
      './packages/shared/src/hoc-sinh/contract.ts',
      pathToFileURL(`${root}/`).href,
    );
    const header = HOC_SINH_IMPORT_COLUMNS.map((c) => c.vi);

    console.log(
      `\nExcel import (preview + commit, classes of ${activeYear.tenNamHoc}); server RSS before: ${megabytes(readRss(child.pid).rss)}`,
    );
    for (const [count, prefix] of [
      [1_500, 'BA'],
      [5_000, 'BB'],
    ]) {
      const file = await buildImportFile(
        header,
        count,
        prefix,
        classes.map((c) => c.tenLop),
      );
      const exact = resetPeakRss(child.pid);
      const started = performance.now();
      const preview = await api(
        'POST',
        `/api/HocSinh/nhapExcel/xemTruoc?namHocId=${activeYear.id}`,
        multipart(`${prefix}.xlsx`, file),
      );
      const previewMs = performance.now() - started;
      if (!preview.hopLe)
        throw new Error(`the ${count}-row file was refused: ${JSON.stringify(preview.loi.slice(0, 3))}`);
      const commit = await api('POST', `/api/HocSinh/nhapExcel/${preview.jobId}/xacNhan`);
      const totalMs = performance.now() - started;
      const { peak } = readRss(child.pid);
      console.log(
        `  ${count.toLocaleString('en')} students (${(file.length / 1024).toFixed(0)} KB): ${seconds(totalMs)} (preview ${seconds(previewMs)}, commit ${seconds(totalMs - previewMs)}), ${commit.soDongDaNhap.toLocaleString('en')} imported, peak RSS ${megabytes(peak)}${exact ? '' : ' (since start: clear_refs unavailable)'}`,
      );
    }
  } finally {
    if (server) await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
    // The shared parent goes too once no other run uses it.
    if (readdirSync(path.dirname(bundleDir)).length === 0) rmdirSync(path.dirname(bundleDir));
  }
}

await main();
