#!/usr/bin/env node
// `npm run bench:stall`: whether a report stalls the embedded default (PGlite in its worker, one connection). A light
// signed-in read (GET /api/NamHoc/danhSachNamHoc?pageSize=-1) at 50 connections alone, then while 4 connections run
// the attendance statistics of the year (GET /api/DiemDanh/thongKeTrangThaiDiemDanh) in a loop, then while 4
// connections run the grades summaries of the homeroom classes (GET /api/DiemVN/tongKet/:id?hocKy=0) in a loop.
// Prints requests per second and p50/p99 of the light read, and of the reports; the goal (issue 25) is a light-read
// p99 < 150 ms while reports run. Asserts nothing.
//
// Settings (environment): BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS light-read connections (50),
// BENCH_REPORT_CONNECTIONS (4), BENCH_DEMO_SIZE (default, as `npm start`), BENCH_LOG_LEVEL (warn).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createAdminSession, describeLoad, root, startPortal, stopProcess } from './support.mjs';

// BENCH_SERVER: another build to measure (a copy of apps/server/dist made before a change, for before/after figures).
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const reportConnections = Number(process.env.BENCH_REPORT_CONNECTIONS ?? 4);
const demoSize = process.env.BENCH_DEMO_SIZE ?? 'default';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const LIGHT = '/api/NamHoc/danhSachNamHoc?pageSize=-1';
const STATISTICS = '/api/DiemDanh/thongKeTrangThaiDiemDanh';

const load = (url, conns, headers, paths, seconds = duration) =>
  autocannon({
    url,
    connections: conns,
    duration: seconds,
    headers,
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET', path: p })) } : {}),
  });

async function main() {
  console.log(
    `HPL Portal embedded stall benchmark — Node ${process.version}, ${os.cpus().length} cores, demo size ` +
      `"${demoSize}", load average ${os.loadavg()[0].toFixed(1)}`,
  );
  if (!existsSync(serverEntry)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-stall-'));
  let portal;
  try {
    const empty = await startPortal(serverEntry, dataDir, { logLevel, env: { DEMO_SIZE: demoSize } });
    await stopProcess(empty.child);
    const cookie = await createAdminSession(dataDir);
    portal = await startPortal(serverEntry, dataDir, { logLevel, env: { DEMO_SIZE: demoSize } });
    const headers = { cookie: `Authorization=${cookie}` };
    const get = async (p) => {
      const response = await fetch(`${portal.url}${p}`, { headers });
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      return (await response.json()).data;
    };
    const homerooms = await get('/api/DiemVN/lopChuNhiem?phamVi=tatCa');
    const summaries = homerooms.map((c) => `/api/DiemVN/tongKet/${c.lopQuanLyId ?? c.id}?hocKy=0`);
    if (summaries.length === 0) throw new Error('the demo school has no homeroom class with national grades');
    for (const [name, p] of [
      ['attendance statistics of the year', STATISTICS],
      ['grades summary of a class (year)', summaries[0]],
    ]) {
      const started = performance.now();
      await get(p);
      console.log(`  one ${name}, alone: ${Math.round(performance.now() - started)} ms`);
    }

    await load(portal.url, connections, headers, [LIGHT], 3);
    const alone = describeLoad(await load(portal.url, connections, headers, [LIGHT]));
    console.log(`\nLight read at ${connections} connections, alone:        ${alone.line}`);
    const results = [];
    for (const [name, paths] of [
      ['the attendance statistics', [STATISTICS]],
      ['the grades summaries', summaries],
    ]) {
      const [light, report] = await Promise.all([
        load(portal.url, connections, headers, [LIGHT]),
        load(portal.url, reportConnections, headers, paths),
      ]);
      const busy = describeLoad(light);
      const heavy = describeLoad(report);
      results.push({ name, busy, heavy });
      console.log(`Light read while ${reportConnections} connections run ${name}: ${busy.line}`);
      console.log(`  ${name} themselves: ${heavy.line}`);
    }
    console.log('\nSummary (goal: light-read p99 < 150 ms while reports run; measured in this run):');
    console.log(`  alone p99 ${alone.p99} ms`);
    for (const { name, busy, heavy } of results)
      console.log(`  with ${name}: light p99 ${busy.p99} ms (${busy.timeouts} timeouts), report p50 ${heavy.p50} ms`);
  } finally {
    if (portal) await stopProcess(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
