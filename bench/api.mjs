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
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const demoSize = process.env.BENCH_DEMO_SIZE ?? 'default';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const listPath = '/api/NamHoc/danhSachNamHoc?pageSize=-1';
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
const parentUrl = pathToFileURL(`${root}/`).href;

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForAnswer(url, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the built server as `npm start` would (demo mode) and measures the time until /api/health answers. */
async function startPortal(dataDir, databaseUrl) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry, '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DEMO_SIZE: demoSize,
      LOG_LEVEL: logLevel,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForAnswer(`${url}/api/health`, child);
  return { url, child, startupMs: performance.now() - started };
}

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

/**
 * A signed-in session made the way the sign-in callback makes one, written into the (stopped) server's data folder:
 * the bench measures the API, not the identity provider.
 */
async function createAdminSession(dataDir, databaseUrl) {
  const { openPglite, openPostgres } = await tsImport('./apps/server/src/db/client.ts', parentUrl);
  const { SessionStore } = await tsImport('./apps/server/src/modules/auth/session-store.ts', parentUrl);
  const { taiKhoan } = await tsImport('./apps/server/src/db/schema/index.ts', parentUrl);
  const { eq } = await import('drizzle-orm');
  const database = databaseUrl ? await openPostgres(databaseUrl, { max: 1 }) : await openPglite({ dataDir });
  try {
    const [admin] = await database.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'admin'));
    if (!admin) throw new Error('the demo account admin is missing');
    return await new SessionStore(database.db).create(admin.id, {}, new Date(Date.now() + 3_600_000));
  } finally {
    await database.close();
  }
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

function describeLoad(result) {
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    line: `${Math.round(result.requests.average).toLocaleString('en')} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`,
  };
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
    const empty = await startPortal(dataDir, benchDatabase?.url);
    await stopProcess(empty.child);
    const cookie = await createAdminSession(dataDir, benchDatabase?.url);
    const seeded = await startPortal(dataDir, benchDatabase?.url);
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
