#!/usr/bin/env node
// `npm run bench:api`: cold start of the built server (empty data folder, then seeded), and requests per second with
// p50/p99 latency of GET /api/NamHoc/danhSachNamHoc?pageSize=-1 with a signed-in session at 100 connections, beside a
// bare Fastify route measured the same way in the same run. Prints figures; asserts nothing.
//
// Settings (environment): BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS (100),
// BENCH_DEMO_SIZE demo school size (default, as `npm start`), BENCH_LOG_LEVEL server log level (warn),
// BENCH_DATABASE_URL a PostgreSQL server (admin URL) to measure on a fresh database there instead of PGlite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  createAdminSession,
  describeLoad,
  findFreePort,
  root,
  startPortal,
  stopProcess,
  waitForAnswer,
} from './support.mjs';

const serverEntry = path.join(root, 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const demoSize = process.env.BENCH_DEMO_SIZE ?? 'default';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const listPath = '/api/NamHoc/danhSachNamHoc?pageSize=-1';
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;

/** The built server as `npm start` runs it (demo mode), on PGlite or the bench's PostgreSQL database. */
const startBenchPortal = (dataDir, databaseUrl) =>
  startPortal(serverEntry, dataDir, { logLevel, env: { DEMO_SIZE: demoSize, DATABASE_URL: databaseUrl ?? '' } });

/** A route of a bare Fastify server in a process of its own, as the floor the portal is compared with. */
async function startBareFastify() {
  const port = await findFreePort();
  const code = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    const items = [{ id: 2, tenNamHoc: '2026-2027', isActive: true }, { id: 1, tenNamHoc: '2025-2026', isActive: false }];
    app.get('/bare', async () => ({ succeeded: true, data: { items, totalCount: items.length } }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForAnswer(url, child);
  return { url, child };
}

/** A fresh PostgreSQL database for the run, dropped at the end. */
async function createBenchDatabase() {
  const { default: postgres } = await import('postgres');
  const name = `hpl_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function runLoad(url, headers = {}) {
  return autocannon({ url, connections, duration, headers, pipelining: 1 });
}

async function main() {
  console.log(
    `HPL Portal API benchmark — Node ${process.version}, ${os.cpus().length} cores, demo size "${demoSize}", ` +
      `database ${adminDatabaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  if (!existsSync(serverEntry)) {
    console.log('Building the server (apps/server/dist/main.js is missing)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-'));
  const running = [];
  const benchDatabase = adminDatabaseUrl ? await createBenchDatabase() : null;
  try {
    const empty = await startBenchPortal(dataDir, benchDatabase?.url);
    await stopProcess(empty.child);
    const cookie = await createAdminSession(dataDir, benchDatabase?.url);
    const seeded = await startBenchPortal(dataDir, benchDatabase?.url);
    running.push(seeded.child);
    console.log('\nCold start of the built server (until /api/health answers)');
    console.log(`  empty database (migrate + seed demo school): ${(empty.startupMs / 1000).toFixed(2)} s`);
    console.log(`  seeded database:                             ${(seeded.startupMs / 1000).toFixed(2)} s`);

    const listUrl = `${seeded.url}${listPath}`;
    const check = await fetch(listUrl, { headers: { cookie: `Authorization=${cookie}` } });
    if (check.status !== 200) throw new Error(`${listPath} answered ${check.status} with the bench session`);
    const bare = await startBareFastify();
    running.push(bare.child);

    console.log(
      `\nThroughput: ${connections} connections, ${duration} s each (after a 2 s warm-up), server log level ${logLevel}`,
    );
    await autocannon({ url: listUrl, connections, duration: 2, headers: { cookie: `Authorization=${cookie}` } });
    const portal = describeLoad(await runLoad(listUrl, { cookie: `Authorization=${cookie}` }));
    await autocannon({ url: bare.url, connections, duration: 2 });
    const floor = describeLoad(await runLoad(bare.url));
    console.log(`  GET ${listPath} (signed in): ${portal.line}`);
    console.log(`  bare Fastify route:                                  ${floor.line}`);
    console.log(`  ratio portal / bare: ${((portal.rps / floor.rps) * 100).toFixed(1)} % of the requests per second`);
  } finally {
    for (const child of running) await stopProcess(child);
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
