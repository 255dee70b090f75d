#!/usr/bin/env node
// `npm run bench:profile`: where the built portal's CPU goes while it serves the signed-in list read of
// `npm run bench:api` (GET /api/NamHoc/danhSachNamHoc?pageSize=-1) at 100 connections. V8's sampling profiler is
// started by a preloaded module once the warm-up is over (an inspector session, the sampler of `node --cpu-prof`
// without the start-up in the profile) and stopped after the measured load; prints the busy time by package (self and
// inclusive) and the top functions by self time, and keeps the .cpuprofile (Chrome DevTools opens it).
// Settings: BENCH_DATABASE_URL (a PostgreSQL admin URL; the embedded database without it), BENCH_DURATION (10 s),
// BENCH_SERVER (another build), PROFILE_TOP (35 functions).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createAdminSession, createBenchDatabase, describeLoad, root, startPortal, stopProcess } from './support.mjs';

const entry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-profile-'));
const preload = path.join(work, 'preload.cjs');
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
try {
  const first = await startPortal(entry, dataDir, { env }); // migrates and seeds the demo school
  await stopProcess(first.child);
  const headers = { cookie: `Authorization=${await createAdminSession(dataDir, database?.url)}` };
  const portal = await startPortal(entry, dataDir, { env: { ...env, NODE_OPTIONS: `--require ${preload}` } });
  const url = `${portal.url}/api/NamHoc/danhSachNamHoc?pageSize=-1`;
  await autocannon({ url, connections: 100, duration: 3, headers });
  portal.child.kill('SIGUSR2');
  const result = await autocannon({ url, connections: 100, duration, headers });
  portal.child.kill('SIGUSR2');
  for (let i = 0; i < 50 && !readdirSync(work).includes('portal.cpuprofile'); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await stopProcess(portal.child);
  console.log(`${database ? 'PostgreSQL' : 'embedded'}, 100 connections, profiled: ${describeLoad(result).line}`);
  report(JSON.parse(readFileSync(path.join(work, 'portal.cpuprofile'), 'utf8')));
  const kept = path.join(os.tmpdir(), `hpl-portal-${Date.now()}.cpuprofile`);
  writeFileSync(kept, readFileSync(path.join(work, 'portal.cpuprofile')));
  console.log(`profile: ${kept}`);
} finally {
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}

/** Busy time by package (self, inclusive) and by function (self), as shares of the busy time. */
function report(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const idle = (id) => ['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName);
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
  const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0;
    if (idle(id)) return;
    busy += t;
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
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, t]) => `  ${((100 * t) / busy).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`busy ${(busy / 1e6).toFixed(2)} s of the ${duration} s measured`);
  console.log(`by package, self:\n${top(self, 15)}`);
  console.log(`by package, inclusive:\n${top(inclusive, 15)}`);
  console.log(`by function, self:\n${top(functions, Number(process.env.PROFILE_TOP ?? 35))}`);
}
