#!/usr/bin/env node
// `npm run bench:scale` (issue 16 figures). Needs `npm run build`, PostgreSQL, Redis and nginx (scripts/loopback).
//  1. Read endpoints at BENCH_CONNECTIONS (500) concurrent connections through nginx, with one and with two portal
//     instances on PostgreSQL + Redis: requests per second and p99, and the two-to-one ratio.
//  2. Embedded mode (PGlite): p99 of a typical read at 100 connections, alone and while a heavy report (the full
//     student Excel export) runs in a loop — with PGlite on the main thread, then in its worker (PGLITE_WORKER=true).
// Prints figures; asserts nothing. Do not run it while others use the machine: it saturates both cores.
// Settings: BENCH_DURATION seconds per measurement (15), BENCH_CONNECTIONS (500), BENCH_EMBEDDED_CONNECTIONS (100),
// BENCH_DEMO_SIZE (default), BENCH_PARTS (scale,embedded).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { databaseUrl, SESSION_SECRET, startStack } from '../scripts/loopback/stack.mjs';
import { describeLoad, root, startPortal, stopProcess } from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 500);
const embeddedConnections = Number(process.env.BENCH_EMBEDDED_CONNECTIONS ?? 100);
const demoSize = process.env.BENCH_DEMO_SIZE ?? 'default';
const parts = (process.env.BENCH_PARTS ?? 'scale,embedded').split(',');
const READS = ['/api/NamHoc/danhSachNamHoc?pageSize=-1', '/api/auth/me', '/api/HocSinh/danhSachHocSinh?pageSize=20'];
const HEAVY = '/api/HocSinh/xuatExcel?pageSize=-1';

/** A signed-in admin session written into the database, sealed with the servers' SESSION_SECRET. */
async function adminCookie({ dataDir, url, secret }) {
  const parent = pathToFileURL(`${root}/`).href;
  const { openPglite, openPostgres } = await tsImport('./apps/server/src/db/client.ts', parent);
  const { SessionStore } = await tsImport('./apps/server/src/modules/auth/session-store.ts', parent);
  const { taiKhoan } = await tsImport('./apps/server/src/db/schema/index.ts', parent);
  const { eq } = await import('drizzle-orm');
  const database = url ? await openPostgres(url, { max: 1 }) : await openPglite({ dataDir });
  try {
    const [admin] = await database.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'admin'));
    return await new SessionStore(database.db, secret).create(admin.id, {}, new Date(Date.now() + 3_600_000));
  } finally {
    await database.close();
  }
}

function load(url, cookie, conns, paths = READS) {
  return autocannon({
    url,
    connections: conns,
    duration,
    headers: { cookie: `Authorization=${cookie}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

async function scale() {
  const figures = {};
  for (const instances of [1, 2]) {
    const stack = await startStack({ instances, demoSize, log: () => {} });
    try {
      const cookie = await adminCookie({ url: databaseUrl(stack.database), secret: SESSION_SECRET });
      await load(stack.proxyUrl, cookie, 20).catch(() => {}); // warm-up (short: duration applies, few connections)
      const result = describeLoad(await load(stack.proxyUrl, cookie, connections));
      figures[instances] = result;
      console.log(
        `${instances} instance${instances > 1 ? 's' : ''} behind nginx, ${connections} connections: ${result.line}`,
      );
    } finally {
      await stack.stop();
    }
  }
  const ratio = figures[2].rps / figures[1].rps;
  console.log(`two-to-one throughput ratio: ${ratio.toFixed(2)} (p99 ${figures[1].p99} → ${figures[2].p99} ms)`);
  return { one: figures[1], two: figures[2], ratio };
}

async function embedded(worker) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-scale-'));
  try {
    let portal = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
      env: { DEMO_SIZE: demoSize, SESSION_SECRET },
    });
    await stopProcess(portal.child); // the session is written while the embedded folder is free
    const cookie = await adminCookie({ dataDir, secret: SESSION_SECRET });
    portal = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
      env: { DEMO: 'false', SESSION_SECRET, PGLITE_WORKER: worker ? 'true' : 'false' },
    });
    try {
      const read = ['/api/NamHoc/danhSachNamHoc?pageSize=-1'];
      await load(portal.url, cookie, 10, read); // warm-up
      const alone = describeLoad(await load(portal.url, cookie, embeddedConnections, read));
      const mode = worker ? 'embedded in a worker thread' : 'embedded on the main thread';
      console.log(`${mode}, typical read alone at ${embeddedConnections} connections: ${alone.line}`);
      let reports = 0;
      let running = true;
      const heavy = (async () => {
        while (running) {
          const response = await fetch(`${portal.url}${HEAVY}`, { headers: { cookie: `Authorization=${cookie}` } });
          await response.arrayBuffer();
          if (response.ok) reports++;
        }
      })();
      const busy = describeLoad(await load(portal.url, cookie, embeddedConnections, read));
      running = false;
      await heavy;
      console.log(`${mode}, same read while the full student export runs (${reports} done): ${busy.line}`);
      return { alone, busy, reports };
    } finally {
      await stopProcess(portal.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const out = {};
if (parts.includes('scale')) out.scale = await scale();
if (parts.includes('embedded')) {
  out.embedded = await embedded(false);
  out.embeddedWorker = await embedded(true);
}
console.log(JSON.stringify({ duration, connections, embeddedConnections, demoSize, ...out }));
