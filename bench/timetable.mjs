#!/usr/bin/env node
// `npm run bench:timetable` (issue 11 figures): generates the timetable of a synthetic school shaped like the demo
// school (`default`: 48 homeroom classes) and of a large one (≈ 60 classes, ≈ 1,800 lessons a week) with the solver
// in its worker thread, and prints for each: generation time (construction and total), the final soft score and its
// parts, hard violations (checked apart from the solver; must be 0), peak memory; then the built server generates the
// demo school of that size through the API while a client measures a light read. Prints figures; asserts nothing.
// Settings: BENCH_SCHOOLS (default,large), BENCH_TIME_LIMIT_MS (the solver's soft-search limit, 120000), BENCH_SEED.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createAdminSession, root, startPortal, stopProcess } from './support.mjs';

const schools = (process.env.BENCH_SCHOOLS ?? 'default,large').split(',');
const timeLimitMs = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
const parent = pathToFileURL(`${root}/`).href;
const solverDir = './apps/server/src/modules/thoi-khoa-bieu/solver';
const { runSolverInWorker, hardViolations, scoreOf } = await tsImport(`${solverDir}/index.ts`, parent);
const { sampleSchool, SAMPLE_SHAPES } = await tsImport(`${solverDir}/sample-schools.ts`, parent);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The server's side (issue 11, "Figures to report"): the built server on the demo school of the same size (DEMO_SIZE
 * large for `large`), signed in as admin, generates a draft for the active term through the API while a client reads
 * a light route (`GET /api/ThoiKhoaBieu/caiDat`, one request at a time with a 10 ms pause) and records each latency as it
 * saw it. Prints the generation as the server ran it and the read latencies; BENCH_SERVER=false skips it.
 */
async function measureServerDuringGeneration(name) {
  if (process.env.BENCH_SERVER === 'false') return 'skipped (BENCH_SERVER=false)';
  const bundleDir = path.join(root, 'apps/server/.bench', `timetable-${process.pid}-${name}`);
  const build = spawnSync(process.execPath, ['apps/server/build.mjs', '--outdir', bundleDir], { cwd: root });
  if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
  const entry = path.join(bundleDir, 'main.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-timetable-'));
  const env = name === 'large' ? { DEMO_SIZE: 'large' } : {};
  let server;
  try {
    const seeding = await startPortal(entry, dataDir, { env, timeoutMs: 1_200_000 });
    await stopProcess(seeding.child);
    const cookie = `Authorization=${await createAdminSession(dataDir)}`;
    server = await startPortal(entry, dataDir, { env });
    const api = async (method, pathname, body) => {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: { cookie, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok || !json.succeeded) {
        throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json.errors ?? json)}`);
      }
      return json.data;
    };
    const list = await api('GET', '/api/ThoiKhoaBieu/danhSachPhienBan');
    const term = list.hocKy[0];
    const version = await api('POST', '/api/ThoiKhoaBieu/phienBan', {
      hocKyId: term.id,
      ten: 'bench:timetable',
      ngayApDung: term.ngayBatDau ?? new Date().toISOString().slice(0, 10),
    });
    const limitSeconds = Math.min(600, Math.max(1, Math.round(timeLimitMs / 1000)));
    let run = await api('POST', `/api/ThoiKhoaBieu/phienBan/${version.id}/taoTuDong`, {
      thoiGianToiDaGiay: limitSeconds,
    });
    const started = performance.now();
    const latencies = [];
    let finished = false;
    const reader = (async () => {
      while (!finished) {
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/ThoiKhoaBieu/caiDat`, { headers: { cookie } });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    while (run.trangThai === 'dang_chay') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      run = await api('GET', `/api/ThoiKhoaBieu/lanTao/${run.id}`);
    }
    const wallMs = performance.now() - started;
    finished = true;
    await reader;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(
      `  server (demo school${name === 'large' ? ', DEMO_SIZE=large' : ''}): generation ${run.trangThai} in ` +
        `${seconds(wallMs)}, ${run.daXep}/${run.tongSo} lessons placed, soft score ${run.diem ?? '—'}` +
        (run.lyDo.length ? `; reasons: ${run.lyDo.map((r) => r.moTa).join(' | ')}` : ''),
    );
    return `p99 ${at(0.99)} ms, p50 ${at(0.5)} ms, max ${latencies.at(-1).toFixed(1)} ms over ${latencies.length} reads of GET /api/ThoiKhoaBieu/caiDat`;
  } finally {
    if (server) await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

async function benchSchool(name) {
  const shape = SAMPLE_SHAPES[name];
  if (!shape) throw new Error(`unknown school ${name}; one of ${Object.keys(SAMPLE_SHAPES).join(', ')}`);
  const input = {
    ...sampleSchool(shape),
    timeLimitMs,
    ...(process.env.BENCH_SEED ? { seed: Number(process.env.BENCH_SEED) } : {}),
  };
  const lessons = input.activities.reduce((n, a) => n + a.perWeek, 0);
  const periods = input.activities.reduce((n, a) => n + a.perWeek * a.duration, 0);
  const classes = new Set(input.activities.flatMap((a) => a.studentSetIds)).size;
  console.log(
    `\n${name}: ${classes} homeroom classes, ${input.teachers.length} teachers, ${input.rooms.length} rooms, ` +
      `${input.activities.length} activities, ${lessons} lessons (${periods} periods) a week`,
  );

  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  let constructedMs = null;
  let stats = null;
  let lastPrinted = -Infinity;
  const started = performance.now();
  const result = await runSolverInWorker(input, {
    onProgress: (p) => {
      if (constructedMs === null && p.placed === p.total) constructedMs = p.elapsedMs;
      if (p.elapsedMs - lastPrinted >= 5_000) {
        lastPrinted = p.elapsedMs;
        console.log(`  … ${seconds(p.elapsedMs)}: ${p.placed}/${p.total} placed, soft score ${p.softScore}`);
      }
    },
    onStats: (s) => {
      stats = s;
    },
  });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());

  const violations = hardViolations(input, result.placements);
  const score = scoreOf(input, result.placements);
  console.log(`  result: ${result.ok ? 'timetable' : `no timetable (${result.reasons.map((r) => r.constraint)})`}`);
  console.log(
    `  generation time: ${seconds(wallMs)} wall (solver ${seconds(result.elapsedMs)}; every lesson placed after ${
      constructedMs === null ? '—' : seconds(constructedMs)
    })`,
  );
  console.log(
    `  soft score: ${score.total} (teacher gaps ${score.teacherGaps}, class gaps ${score.classGaps}, spread ${score.spread}, ` +
      `heavy in the afternoon ${score.heavyMorning}, off preferred days ${score.preferredDays})`,
  );
  console.log(`  hard violations: ${violations.length}${violations.length ? ` (${violations[0].detail} …)` : ''}`);
  console.log(
    `  peak memory: solver heap ${stats ? mb(stats.peakHeapBytes) : '—'}; process RSS ${mb(peakRss)} ` +
      `(sampled every 100 ms, worker included)`,
  );
  const server = await measureServerDuringGeneration(name);
  console.log(`  server read latency during generation: ${server}`);
}

console.log(
  `bench:timetable — solver time limit ${seconds(timeLimitMs)} (the search also stops when it stops improving); ` +
    'machine shared with other sessions: figures vary with their load',
);
for (const name of schools) await benchSchool(name);
console.log(`\nprocess max RSS over the run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
