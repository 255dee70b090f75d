// What the benchmarks share: a free port, the built server started in demo mode and stopped, the bare route beside it, a signed-in admin
// session written straight into its data folder, one line describing an autocannon run, percentiles, and the
// resident memory of a process and its children sampled while a bench runs.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { serverArgs } from '../scripts/server-command.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers below 500; fails early when `child` exits. */
export async function waitForAnswer(url, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export function stopProcess(child) {
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

/**
 * Starts a built server (`entry`) in demo mode on a free port over `dataDir` and measures the time until /api/health
 * answers; the first start on an empty folder migrates and seeds. `env` adds or overrides variables (DEMO_SIZE,
 * DATABASE_URL…); Redis is off unless given.
 */
export async function startPortal(entry, dataDir, { env = {}, logLevel = 'warn', timeoutMs } = {}) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const { DEVELOPMENT_NOTE_KEY } = await loadTs('./apps/server/src/modules/ho-so-tam-ly/note-cipher.ts');
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(entry), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: logLevel,
      DATABASE_URL: '',
      REDIS_URL: '',
      // The demo school's case notes are encrypted with the development key; a bench that seeds it itself and starts
      // the production build with DEMO=false must give that key (the server refuses to start without it).
      TAM_LY_NOTE_KEY: process.env.TAM_LY_NOTE_KEY ?? DEVELOPMENT_NOTE_KEY.toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForAnswer(`${url}/api/health`, child, timeoutMs);
  return { url, child, startupMs: performance.now() - started };
}

/**
 * The floor of `npm run bench:api` (bench/bare-route.mjs) in a process of its own, on `target` (a PostgreSQL URL or a
 * pgdata folder); `env` is added to this process's environment (a profiler's preload, say).
 */
export async function startBareRoute(kind, target, env = {}) {
  const port = await findFreePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-route.mjs'), String(port), kind, target], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForAnswer(url, child);
  return { url, child };
}

/**
 * A signed-in admin session made the way the sign-in callback makes one, written into the (stopped) server's data
 * folder or PostgreSQL database: the benches measure the API, not the identity provider. Returns the cookie value.
 */
export async function createAdminSession(dataDir, databaseUrl) {
  const { openPglite, openPostgres } = await loadTs('./apps/server/src/db/client.ts');
  const { SessionStore } = await loadTs('./apps/server/src/modules/auth/session-store.ts');
  const { taiKhoan } = await loadTs('./apps/server/src/db/schema/index.ts');
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

/** An autocannon result as figures and one printable line. */
export function describeLoad(result) {
  const failures = result.non2xx + result.errors;
  const { timeouts } = result;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    timeouts,
    line:
      `${Math.round(result.requests.average).toLocaleString('en')} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${timeouts} client timeouts${failures ? `, ${failures} failed` : ''}`,
  };
}

/** A fresh PostgreSQL database on the server of `adminUrl` for one run; `drop()` removes it. */
export async function createBenchDatabase(adminUrl) {
  const { default: postgres } = await import('postgres');
  const name = `hpl_bench_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** A TypeScript module of the repository (path from the root), loaded through tsx for the benches that seed data. */
export const loadTs = (file) => tsImport(file, pathToFileURL(`${root}/`).href);

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Milliseconds as printed by the benches. */
export const ms = (x) => `${x.toFixed(1)} ms`;

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A PostgreSQL database of one bench run holding the demo school of `size` (migrated and seeded), on the server of
 * `BENCH_DATABASE_URL` (default the local one). With `BENCH_TEMPLATE=<name>` the seeded school is kept in that database
 * (seeded on the first run) and later runs start from a copy of it, skipping the seeding. `sessionCookie(username)` is
 * a signed-in session of a demo account made the way the sign-in callback makes one (the benches measure the API, not
 * the identity provider); `drop()` closes and removes the run's database.
 */
export async function openDemoDatabase(label, size) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { openPostgres } = await loadTs('./apps/server/src/db/client.ts');
  const { migrateDatabase } = await loadTs('./apps/server/src/db/migrate.ts');
  const { generateDemoSchool } = await loadTs('./apps/server/src/demo/generator.ts');
  const { SessionStore } = await loadTs('./apps/server/src/modules/auth/session-store.ts');
  const { taiKhoan } = await loadTs('./apps/server/src/db/schema/index.ts');
  const { sql, eq } = await import('drizzle-orm');
  const name = `hpl_bench_${label}_${Math.random().toString(16).slice(2, 10)}`;
  const template = process.env.BENCH_TEMPLATE;
  const admin = await openPostgres(adminUrl, { max: 1 });
  const seed = async (db) => {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${db}`));
    const seeded = await openPostgres(databaseUrlOf(adminUrl, db), { max: 8 });
    await migrateDatabase(seeded);
    const started = performance.now();
    const summary = await generateDemoSchool(seeded.db, `/tmp/${db}-uploads`, size);
    console.log(
      `${size} demo school: ${summary.students} students, ${summary.staff} staff, ${summary.subjectClasses} subject classes, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return seeded;
  };
  let database;
  if (!template) database = await seed(name);
  else {
    const exists = await admin.db.execute(sql`select 1 from pg_database where datname = ${template}`);
    if (exists.length === 0) await (await seed(template)).close();
    else console.log(`demo school copied from ${template}`);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    database = await openPostgres(databaseUrlOf(adminUrl, name), { max: 8 });
  }
  const sessions = new SessionStore(database.db);
  return {
    db: database.db,
    url: databaseUrlOf(adminUrl, name),
    /** `account`: a demo account's username, or an account id. */
    async sessionCookie(account) {
      let id = account;
      if (typeof account === 'string') {
        [{ id } = {}] = await database.db
          .select({ id: taiKhoan.id })
          .from(taiKhoan)
          .where(eq(taiKhoan.username, account));
        if (!id) throw new Error(`the demo account ${account} is missing`);
      }
      return `Authorization=${await sessions.create(id, {}, new Date(Date.now() + 3_600_000))}`;
    },
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
      rmSync(`/tmp/${name}-uploads`, { recursive: true, force: true });
    },
  };
}

/** VmRSS of a process in KB (0 once it is gone; Linux /proc). */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Every process below `pid`, at any depth (a converter's launcher script and the program it starts, say). */
function descendantsOf(pid) {
  const found = [];
  const stack = [pid];
  while (stack.length > 0) {
    const parent = stack.pop();
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        // The thread ended meanwhile.
      }
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child);
        stack.push(child);
      }
    }
  }
  return found;
}

/**
 * Samples every 20 ms the resident memory (VmRSS, KB) of process `pid` and the sum over its descendants (a server and
 * the converters it starts); `peak()` answers both peaks since the previous call, `stop()` ends the sampling. Linux.
 */
export function memorySampler(pid) {
  let own = 0;
  let children = 0;
  const timer = setInterval(() => {
    own = Math.max(own, rssOf(pid));
    children = Math.max(
      children,
      descendantsOf(pid).reduce((sum, child) => sum + rssOf(child), 0),
    );
  }, 20);
  return {
    peak() {
      const result = { process: own, children };
      own = 0;
      children = 0;
      return result;
    },
    stop: () => clearInterval(timer),
  };
}
