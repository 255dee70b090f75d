#!/usr/bin/env node
// `npm run bench:api`: the signed-in read GET /api/NamHoc/danhSachNamHoc?pageSize=-1 of the built server beside its
// floor, a bare Fastify route running the same SELECT on the same database and answering the same envelope
// (bench/bare-route.mjs), both measured in the same run at 100 and 500 connections: requests per second, p50/p99,
// client timeouts, and the ratios portal / bare. On the embedded default (PGlite in its worker; the bare route opens a
// copy of the same data folder) and, with BENCH_DATABASE_URL, on PostgreSQL (a fresh database there, both on it).
// Also the CPU time each serving process spends per request (from /proc: it holds on a machine that is busy with
// other work, where requests per second do not), and the cold start of the built server. Prints figures; asserts
// nothing: the goals (issue 25) are ≥ 80 % of the bare route's requests per second and a p99 ≤ 1.5 × the bare
// route's, without timeouts.
//
// Portal and bare route are measured in turn, BENCH_ROUNDS times each, and the medians are printed with the ratio of
// each round: on a shared machine single measurements of the same build were seen to swing from 51 % to 79 %. Each
// round starts both servers anew: two processes of one build were seen to differ by 10 µs per request for their whole
// lives, so rounds on one pair of processes measured that pair.
// Settings (environment): BENCH_DURATION seconds per measurement (10), BENCH_ROUNDS (5), BENCH_CONNECTIONS list
// (100,500), BENCH_DEMO_SIZE demo school size (default, as `npm start`), BENCH_LOG_LEVEL server log level (warn),
// BENCH_DATABASE_URL a PostgreSQL server (admin URL), BENCH_DATABASES which to run (pglite,postgres: both that can),
// BENCH_REUSE_DATABASE=1 to measure on the database of BENCH_DATABASE_URL as it is (already seeded by the portal).
// The embedded first start copies the demo dump that `npm run build` made (`build:demo`; without one it seeds: minutes).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

// BENCH_SERVER: another build to measure (a copy of apps/server/dist made before a change, for before/after figures).
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '100,500').split(',').map(Number);
const demoSize = process.env.BENCH_DEMO_SIZE ?? 'default';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const listPath = '/api/NamHoc/danhSachNamHoc?pageSize=-1';
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .filter((kind) => kind === 'pglite' || (kind === 'postgres' && adminDatabaseUrl));

/** The built server as `npm start` runs it (demo mode), on PGlite or the bench's PostgreSQL database. */
const startBenchPortal = (dataDir, databaseUrl) =>
  startPortal(serverEntry, dataDir, { logLevel, env: { DEMO_SIZE: demoSize, DATABASE_URL: databaseUrl ?? '' } });

const load = (url, connections, seconds, headers = {}) =>
  autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });

/** CPU time (user + system, all threads) a process has used, in ms, from /proc: a busy machine does not change it. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return Number.NaN;
  }
}

/** One measurement of `url` (already warmed up) with the CPU the serving process spent per request (ms). */
async function measureLoad(url, pid, connections, headers) {
  const before = cpuMs(pid);
  const result = await load(url, connections, duration, headers);
  const cpuPerRequest = (cpuMs(pid) - before) / Math.max(result.requests.total, 1);
  return { ...describeLoad(result), cpuPerRequest };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A side's median figures over its rounds, and the line printed for them. */
function summary(all) {
  const figures = {
    rps: median(all.map((r) => r.rps)),
    p50: median(all.map((r) => r.p50)),
    p99: median(all.map((r) => r.p99)),
    cpuPerRequest: median(all.map((r) => r.cpuPerRequest)),
    timeouts: all.reduce((sum, r) => sum + r.timeouts, 0),
    failures: all.reduce((sum, r) => sum + r.failures, 0),
  };
  const line =
    `${Math.round(figures.rps).toLocaleString('en')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
    `CPU ${figures.cpuPerRequest.toFixed(3)} ms/request (medians of ${all.length}), ${figures.timeouts} client ` +
    `timeouts${figures.failures ? `, ${figures.failures} failed` : ''}`;
  return { ...figures, line };
}

/**
 * One round at one connection count: portal and bare route warmed up (3 s each), then measured one after the other,
 * so the two see about the same machine (a busy or shared machine slows whole stretches of a run).
 */
async function measureRound(portalTarget, bareTarget, connections) {
  for (const { url, headers } of [portalTarget, bareTarget]) await load(url, connections, 3, headers);
  const portal = await measureLoad(portalTarget.url, portalTarget.pid, connections, portalTarget.headers);
  const bare = await measureLoad(bareTarget.url, bareTarget.pid, connections, {});
  return { portal, bare };
}

/** a / b printed, or n/a when the run answered nothing to compare (an overloaded machine). */
const ratio = (a, b, digits = 2) => (a > 0 && b > 0 ? (a / b).toFixed(digits) : 'n/a');

const ratioLine = (portal, bare, roundRatios) =>
  `portal / bare: ${portal.rps > 0 && bare.rps > 0 ? ((portal.rps / bare.rps) * 100).toFixed(1) : 'n/a'} % of the ` +
  `requests per second (goal ≥ 80 %; by round ${roundRatios.map((r) => r.toFixed(0)).join(' / ')} %), ` +
  `p99 ${ratio(portal.p99, bare.p99)} × (goal ≤ 1.5 ×), ` +
  `p50 ${ratio(portal.p50, bare.p50)} ×, CPU per request ${ratio(portal.cpuPerRequest, bare.cpuPerRequest)} × ` +
  `(${portal.cpuPerRequest.toFixed(3)} / ${bare.cpuPerRequest.toFixed(3)} ms)`;

/** One database: seed it through the portal, then portal and bare route side by side at each connection count. */
async function measure(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-'));
  const running = [];
  // BENCH_REUSE_DATABASE=1: BENCH_DATABASE_URL is an already seeded portal database, used as it is (not dropped).
  const benchDatabase =
    kind !== 'postgres'
      ? null
      : process.env.BENCH_REUSE_DATABASE === '1'
        ? { url: adminDatabaseUrl, drop: async () => {} }
        : await createBenchDatabase(adminDatabaseUrl);
  const results = [];
  try {
    const empty = await startBenchPortal(dataDir, benchDatabase?.url);
    await stopProcess(empty.child);
    const cookie = await createAdminSession(dataDir, benchDatabase?.url);
    // The embedded bare route reads a copy of the same data folder (PGlite admits one process per folder).
    const bareDir = path.join(dataDir, 'bare-pgdata');
    if (kind === 'pglite') cpSync(path.join(dataDir, 'pgdata'), bareDir, { recursive: true });
    console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (in its worker)'} ==`);
    const headers = { cookie: `Authorization=${cookie}` };
    // Every round starts both servers anew: one process of a build keeps its own speed for its whole life (where its
    // code and heap landed), and two processes of the same build were seen to differ by 10 µs per request
    // (docs/request-cost.md), so rounds on one pair of processes would measure that pair.
    const byConnections = new Map(connectionCounts.map((connections) => [connections, []]));
    for (let round = 0; round < rounds; round++) {
      const seeded = await startBenchPortal(dataDir, benchDatabase?.url);
      running.push(seeded.child);
      // As after the morning's first sign-in: the bundled provider has answered a request (its AsyncLocalStorage was
      // left enabled after one, and every later request paid for it: docs/request-cost.md).
      const provider = await fetch(`${seeded.url}/oidc/.well-known/openid-configuration`);
      if (provider.status !== 200) throw new Error(`the provider answered ${provider.status}`);
      await provider.arrayBuffer();
      const listUrl = `${seeded.url}${listPath}`;
      const answer = await fetch(listUrl, { headers });
      if (answer.status !== 200) throw new Error(`${listPath} answered ${answer.status} with the bench session`);
      const bare = await startBareRoute(kind, kind === 'postgres' ? benchDatabase.url : bareDir);
      running.push(bare.child);
      if (round === 0) {
        console.log(
          `Cold start of the built server (until /api/health answers): empty database (migrate + seed demo school) ` +
            `${(empty.startupMs / 1000).toFixed(2)} s, seeded ${(seeded.startupMs / 1000).toFixed(2)} s`,
        );
        const portalBody = await answer.json();
        const bareBody = await (await fetch(bare.url)).json();
        if (JSON.stringify(portalBody.data.items) !== JSON.stringify(bareBody.data.items))
          throw new Error('the bare route does not answer the same rows as the portal');
      } else await answer.arrayBuffer();
      for (const connections of connectionCounts) {
        byConnections
          .get(connections)
          .push(
            await measureRound(
              { url: listUrl, pid: seeded.child.pid, headers },
              { url: bare.url, pid: bare.child.pid },
              connections,
            ),
          );
      }
      for (const child of running.splice(0)) await stopProcess(child);
    }

    for (const connections of connectionCounts) {
      const measured = byConnections.get(connections);
      const portal = summary(measured.map((r) => r.portal));
      const floor = summary(measured.map((r) => r.bare));
      const roundRatios = measured.map((r) => (100 * r.portal.rps) / Math.max(r.bare.rps, 1));
      console.log(
        `${connections} connections, ${rounds} rounds of ${duration} s each (both servers started anew each round), ` +
          `portal and bare route in turn, after a 3 s warm-up, server log level ${logLevel}:`,
      );
      console.log(`  GET ${listPath} (signed in): ${portal.line}`);
      console.log(`  bare Fastify + ${kind} route, same SELECT:       ${floor.line}`);
      console.log(`  ${ratioLine(portal, floor, roundRatios)}`);
      results.push({ kind, connections, portal, floor, roundRatios });
    }
  } finally {
    for (const child of running) await stopProcess(child);
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  console.log(
    `HPL Portal API benchmark — Node ${process.version}, ${os.cpus().length} cores, demo size "${demoSize}", ` +
      `load average ${os.loadavg()[0].toFixed(1)}, databases: ${databases.join(', ')}` +
      (adminDatabaseUrl ? '' : ' (set BENCH_DATABASE_URL to measure on PostgreSQL too)'),
  );
  if (!existsSync(serverEntry)) {
    console.log('Building the server (apps/server/dist/main.js is missing)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const all = [];
  for (const kind of databases) all.push(...(await measure(kind)));
  console.log('\nSummary (ratios measured in this run; absolute figures move with the machine):');
  for (const { kind, connections, portal, floor, roundRatios } of all) {
    const timeouts = portal.timeouts + floor.timeouts;
    console.log(
      `  ${kind.padEnd(8)} ${String(connections).padStart(3)} conn: ${ratioLine(portal, floor, roundRatios)}; ` +
        `client timeouts portal ${portal.timeouts}, bare ${floor.timeouts}${timeouts ? '' : ' (none)'}`,
    );
  }
}

await main();
