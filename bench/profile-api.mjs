#!/usr/bin/env node
// `npm run bench:profile`: where the built portal's CPU goes while it serves the signed-in list read of
// `npm run bench:api` (GET /api/NamHoc/danhSachNamHoc?pageSize=-1) at 100 connections. V8's sampling profiler is
// started by a preloaded module once the warm-up is over (an inspector session, the sampler of `node --cpu-prof`
// without the start-up in the profile) and stopped after the measured load; prints the busy time by package (self and
// inclusive) and the top functions by self time, as shares and in µs per request, and keeps the .cpuprofile (Chrome
// DevTools opens it). On PostgreSQL the bare route of `npm run bench:api` is then profiled the same way, and what the
// portal spends beyond it per request is printed by package and by function.
// Settings: BENCH_DATABASE_URL (a PostgreSQL admin URL; the embedded database without it), BENCH_DURATION (10 s),
// BENCH_SERVER (another build), PROFILE_TOP (35 functions).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  createAdminSession,
  createBenchDatabase,
  describeLoad,
  root,
  startBareRoute,
  startPortal,
  stopProcess,
} from './support.mjs';

const entry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-profile-'));
const preload = path.join(work, 'preload.cjs');
const preloadUrl = pathToFileURL(preload).href;
// SIGUSR2 starts the profiler, the next one writes the profile into the work folder.
writeFileSync(
  preload,
  `const inspector = require('node:inspector');
const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  session.post('Profiler.stop', (error, result) => {
    require('node:fs').writeFileSync(${JSON.stringify(work)} + '/portal.cpuprofile', JSON.stringify(result.profile));
    running = false;
  });
});
`,
);

const database = process.env.BENCH_DATABASE_URL ? await createBenchDatabase(process.env.BENCH_DATABASE_URL) : null;
const dataDir = path.join(work, 'data');
const env = { DATABASE_URL: database?.url ?? '' };
const withProfiler = { NODE_OPTIONS: `--require ${preload}` };

/** Warms `url` up, then profiles `child` for the measured load; returns the profile and the load's figures. */
async function profileUnderLoad(child, url, headers, name) {
  await autocannon({ url, connections: 100, duration: 3, headers });
  child.kill('SIGUSR2');
  const result = await autocannon({ url, connections: 100, duration, headers });
  child.kill('SIGUSR2');
  const file = path.join(work, 'portal.cpuprofile');
  for (let i = 0; i < 50 && !readdirSync(work).includes('portal.cpuprofile'); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const kept = path.join(os.tmpdir(), `hpl-${name}-${Date.now()}.cpuprofile`);
  writeFileSync(kept, readFileSync(file));
  rmSync(file);
  return { profile, result, kept };
}

try {
  const first = await startPortal(entry, dataDir, { env }); // migrates and seeds the demo school
  await stopProcess(first.child);
  const headers = { cookie: `Authorization=${await createAdminSession(dataDir, database?.url)}` };
  const portal = await startPortal(entry, dataDir, { env: { ...env, ...withProfiler } });
  const measured = await profileUnderLoad(
    portal.child,
    `${portal.url}/api/NamHoc/danhSachNamHoc?pageSize=-1`,
    headers,
    'portal',
  );
  await stopProcess(portal.child);
  console.log(
    `${database ? 'PostgreSQL' : 'embedded'}, 100 connections, profiled: ${describeLoad(measured.result).line}`,
  );
  const portalTimes = report(measured.profile, measured.result.requests.total);
  console.log(`profile: ${measured.kept}`);
  if (database) {
    // The floor of `npm run bench:api`, profiled the same way: what each group costs per request beside the portal.
    const bare = await startBareRoute('postgres', database.url, withProfiler);
    const floor = await profileUnderLoad(bare.child, bare.url, {}, 'bare');
    await stopProcess(bare.child);
    console.log(`\nbare route, profiled: ${describeLoad(floor.result).line}`);
    const bareTimes = summarise(floor.profile, floor.result.requests.total);
    compare(portalTimes, bareTimes);
    console.log(`profile: ${floor.kept}`);
  }
} finally {
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}

/** Busy time per group (self, inclusive) and per function (self) of a profile, in µs per request. */
function summarise(profile, requests) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  // Not the server's work: V8's idle ticks, and the preload's own inspector calls (stopping the profiler serialises
  // the profile inside the sampled time).
  const profiler = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at))
      if (nodes.get(at).callFrame.url === preloadUrl) return true;
    return false;
  };
  const idle = (id) => ['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName) || profiler(id);
  const groupOf = ({ url, functionName }) => {
    if (!url) return functionName;
    const dependency = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (dependency) return dependency[1];
    if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
    return url.includes('apps/server') ? 'portal' : url;
  };
  const self = new Map();
  const inclusive = new Map();
  const functions = new Map();
  const perRequest = (t) => t / Math.max(requests, 1); // the profile's deltas are µs
  const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + perRequest(t));
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0;
    if (idle(id)) return;
    busy += perRequest(t);
    const frame = nodes.get(id).callFrame;
    add(self, groupOf(frame), t);
    const name = frame.functionName || '(anonymous)';
    add(functions, frame.url ? `${name} ${groupOf(frame)}:${frame.lineNumber}` : name, t);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { url } = nodes.get(at).callFrame;
      if (url) seen.add(groupOf(nodes.get(at).callFrame));
    }
    for (const group of seen) add(inclusive, group, t);
  });
  return { busy, self, inclusive, functions };
}

/** Prints a profile's busy time by package (self, inclusive) and by function (self): shares and µs per request. */
function report(profile, requests) {
  const times = summarise(profile, requests);
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([key, t]) => `  ${((100 * t) / times.busy).toFixed(1).padStart(5)} %  ${t.toFixed(1).padStart(5)} µs  ${key}`,
      )
      .join('\n');
  console.log(`busy ${times.busy.toFixed(1)} µs per request (profiler included)`);
  console.log(`by package, self:\n${top(times.self, 15)}`);
  console.log(`by package, inclusive:\n${top(times.inclusive, 15)}`);
  console.log(`by function, self:\n${top(times.functions, Number(process.env.PROFILE_TOP ?? 35))}`);
  return times;
}

/** Per request, what the portal spends beyond the bare route, by package and by function (self time). */
function compare(portal, bare) {
  console.log(`busy per request: portal ${portal.busy.toFixed(1)} µs, bare route ${bare.busy.toFixed(1)} µs`);
  const rows = (a, b, n) => {
    const keys = new Set([...a.keys(), ...b.keys()]);
    return [...keys]
      .map((key) => [key, a.get(key) ?? 0, b.get(key) ?? 0])
      .sort((x, y) => y[1] - y[2] - (x[1] - x[2]))
      .slice(0, n)
      .map(
        ([key, p, f]) =>
          `  ${(p - f).toFixed(1).padStart(6)} µs  (${p.toFixed(1).padStart(5)} vs ${f.toFixed(1).padStart(5)})  ${key}`,
      )
      .join('\n');
  };
  console.log(`portal minus bare route, by package (self):\n${rows(portal.self, bare.self, 20)}`);
  console.log(`portal minus bare route, by function (self):\n${rows(portal.functions, bare.functions, 40)}`);
}
