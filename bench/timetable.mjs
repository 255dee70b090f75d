#!/usr/bin/env node
// `npm run bench:timetable` (issue 11 figures): generates the timetable of a synthetic school shaped like the demo
// school (`default`: 48 homeroom classes) and of a large one (≈ 60 classes, ≈ 1,800 lessons a week) with the solver
// in its worker thread, and prints for each: generation time (construction and total), the final soft score and its
// parts, hard violations (checked apart from the solver; must be 0), peak memory. Prints figures; asserts nothing.
// Settings: BENCH_SCHOOLS (default,large), BENCH_TIME_LIMIT_MS (the solver's soft-search limit, 120000), BENCH_SEED.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './support.mjs';

const schools = (process.env.BENCH_SCHOOLS ?? 'default,large').split(',');
const timeLimitMs = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
const parent = pathToFileURL(`${root}/`).href;
const solverDir = './apps/server/src/modules/thoi-khoa-bieu/solver';
const { runSolverInWorker, hardViolations, scoreOf } = await tsImport(`${solverDir}/index.ts`, parent);
const { sampleSchool, SAMPLE_SHAPES } = await tsImport(`${solverDir}/sample-schools.ts`, parent);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * HOOK — the server's p99 latency for a light read while a timetable is generated (issue 11, "Figures to report").
 * To be written by the lead once the thoi-khoa-bieu module's API exists: start the built server (support.mjs
 * `startPortal`, `createAdminSession`), start a generation through the API, and run autocannon on a light read
 * (`describeLoad`) until the generation finishes. Returns a printable line, or null while it is not written.
 */
async function measureServerDuringGeneration(_school) {
  return null;
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
  console.log(`  server p99 during generation: ${server ?? 'not measured yet (needs the module API: see the hook)'}`);
}

console.log(
  `bench:timetable — solver time limit ${seconds(timeLimitMs)} (the search also stops when it stops improving); ` +
    'machine shared with other sessions: figures vary with their load',
);
for (const name of schools) await benchSchool(name);
console.log(`\nprocess max RSS over the run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
