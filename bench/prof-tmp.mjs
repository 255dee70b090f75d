import autocannon from 'autocannon';
import { createAdminSession, createBenchDatabase, startPortal, stopProcess, root } from './support.mjs';
import path from 'node:path';
const db = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/postgres');

const url = db.url;
const entry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
let p = await startPortal(entry, '/tmp/prof-data', { env: { DATABASE_URL: url } });
await stopProcess(p.child);
const cookie = await createAdminSession('/tmp/prof-data', url);
p = await startPortal(entry, '/tmp/prof-data', { env: { DATABASE_URL: url, NODE_OPTIONS: process.env.PROF ? '--import /tmp/prof-hook.mjs' : '' } });
const run = (d) => autocannon({ url: `${p.url}/api/NamHoc/danhSachNamHoc?pageSize=-1`, connections: 100, duration: d, headers: { cookie: `Authorization=${cookie}` } });
await run(3);
if (process.env.PROF) p.child.kill('SIGUSR2');
const r = await run(10);
if (process.env.PROF) { p.child.kill('SIGUSR2'); await new Promise((r) => setTimeout(r, 1500)); }
console.log('rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
await stopProcess(p.child);
await db.drop();
