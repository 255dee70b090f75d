// Crash safety: concurrent writes through the API (leave requests and academic-year edits), the server killed with
// SIGKILL while they run, restarted, again and again; then every acknowledged write must be there, none half-applied,
// and every start must be clean. On PGlite (embedded folder) and PostgreSQL (own database).
//   npm run test:crash                      # 2 cycles on each database (CI-sized: a start costs 10–20 s)
//   npm run bench:crash                     # 50 cycles on each
//   npm run test:crash -- --db pglite --cycles 20
// Uses the built server (apps/server/dist/main.js, `npm run build`) when present, else tsx on the sources.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { loaiNghiPhep, namHoc, taiKhoan } from '../../apps/server/src/db/schema';
import { generateDemoSchool } from '../../apps/server/src/demo/generator';
import { SessionStore } from '../../apps/server/src/modules/auth/session-store';
import { serverArgs } from '../server-command.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repoRoot, 'apps/server/dist/main.js');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const CYCLES = Number(option('--cycles', '2'));
const DBS = option('--db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('--db', 'both')];
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'crash-test-session-secret-crash-test-session-secret';
const LEAVE_WRITERS = ['giaovien', 'gvcn', 'totruong', 'nhansu', 'daotao'];
const YEAR_EDITOR = 'admin';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function psql(statement: string) {
  const result = spawnSync('psql', [ADMIN_URL, '-qAt', '-c', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

function dbUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

interface Setup {
  env: Record<string, string>;
  open: () => Promise<Database>;
  cleanup: () => void;
  cookies: Record<string, string>;
  leaveTypeId: number;
  yearId: number;
  days: string[];
}

/** A fresh database with the small demo school, sessions for the writers and an academic year to edit. */
async function prepare(kind: string, work: string): Promise<Setup> {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => void;
  if (kind === 'pglite') {
    const dataDir = path.join(work, 'data');
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    open = () => openPglite({ dataDir });
    cleanup = () => {};
  } else {
    const name = `hpl_crash_${randomBytes(4).toString('hex')}`;
    psql(`CREATE DATABASE ${name}`);
    env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: dbUrl(name) };
    open = () => openPostgres(dbUrl(name), { max: 4 });
    cleanup = () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await open();
  try {
    await migrateDatabase(database);
    await generateDemoSchool(database.db, path.join(work, 'uploads'), 'small', '2026-11-23');
    const sessions = new SessionStore(database.db, SECRET);
    const cookies: Record<string, string> = {};
    for (const username of [...LEAVE_WRITERS, YEAR_EDITOR]) {
      const [account] = await database.db
        .select({ id: taiKhoan.id })
        .from(taiKhoan)
        .where(eq(taiKhoan.username, username));
      cookies[username] = await sessions.create(account!.id, {}, new Date(Date.now() + 24 * 3_600_000));
    }
    const [type] = await database.db
      .select({ id: loaiNghiPhep.id })
      .from(loaiNghiPhep)
      .where(eq(loaiNghiPhep.ma, 'unpaid'));
    const [active] = await database.db.select().from(namHoc).where(eq(namHoc.isActive, true));
    const [year] = await database.db
      .insert(namHoc)
      .values({ tenNamHoc: 'Crash 0', ngayBatDau: '2040-09-01', ngayKetThuc: '2041-05-01' })
      .returning({ id: namHoc.id });
    // Working days of the active year from today on: each leave request takes one, per writer.
    const days: string[] = [];
    const start = new Date(`${active!.ngayBatDau! > '2026-11-24' ? active!.ngayBatDau : '2026-11-24'}T00:00:00Z`);
    for (const d = start; d.toISOString().slice(0, 10) <= active!.ngayKetThuc!; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    }
    return {
      env: { ...env, UPLOAD_DIR: path.join(work, 'uploads') },
      open,
      cleanup,
      cookies,
      leaveTypeId: type!.id,
      yearId: year!.id,
      days,
    };
  } finally {
    await database.close();
  }
}

async function startServer(setup: Setup, logFile: string): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const port = await freePort();
  const started = Date.now();
  const command = existsSync(dist)
    ? [process.execPath, serverArgs(dist)]
    : // tsx as a loader of this node, not as a wrapper process: SIGKILL must hit the server itself (a killed wrapper
      // left its server running, holding the embedded folder, and the next start found it locked).
      [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')]];
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command[0] as string, command[1] as string[], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: SECRET,
      REDIS_URL: '',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...setup.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} at start; see ${logFile}`);
    if (Date.now() - started > 120_000) throw new Error(`server did not start; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, ms: Date.now() - started };
    } catch {
      // not yet
    }
    await wait(100);
  }
}

interface Ledger {
  /** lyDo → acknowledged request id */
  leaveAcked: Map<string, number>;
  /** lyDo of requests sent whose answer never came (killed in flight): may or may not exist, but whole if they do. */
  leaveUncertain: Set<string>;
  leaveRefused: Set<string>;
  /** The highest acknowledged edit number, and how many edits were acknowledged. */
  yearAcked: number;
  yearAckedCount: number;
  yearSent: number;
  nextDay: Map<string, number>;
}

async function call(url: string, cookie: string, method: string, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { cookie: `Authorization=${cookie}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { data?: { id: number } } };
}

/** Writers run until the server dies under them. */
async function writeUntilKilled(base: string, setup: Setup, ledger: Ledger, cycle: number, stop: { dead: boolean }) {
  const leaveWriter = async (username: string) => {
    while (!stop.dead) {
      const index = ledger.nextDay.get(username) ?? 0;
      const day = setup.days[index];
      if (!day) return;
      ledger.nextDay.set(username, index + 1);
      const lyDo = `crash ${cycle} ${username} ${day}`;
      ledger.leaveUncertain.add(lyDo);
      try {
        const res = await call(`${base}/api/DonNghiPhep`, setup.cookies[username]!, 'POST', {
          loaiNghiPhepId: setup.leaveTypeId,
          tuNgay: day,
          denNgay: day,
          lyDo,
        });
        ledger.leaveUncertain.delete(lyDo);
        if (res.status === 200 && res.body.data?.id) ledger.leaveAcked.set(lyDo, res.body.data.id);
        else ledger.leaveRefused.add(lyDo);
      } catch {
        return; // connection cut: stays uncertain
      }
    }
  };
  const yearWriter = async () => {
    while (!stop.dead) {
      const k = ledger.yearSent + 1;
      ledger.yearSent = k;
      try {
        const res = await call(`${base}/api/NamHoc/${setup.yearId}`, setup.cookies[YEAR_EDITOR]!, 'PUT', {
          tenNamHoc: `Crash ${k}`,
          isActive: false,
          ngayBatDau: '2040-09-01',
          // Derived from k: a row whose name and end date disagree was half-applied.
          ngayKetThuc: endDateOf(k),
        });
        if (res.status === 200) {
          ledger.yearAcked = k;
          ledger.yearAckedCount++;
        } else throw new Error(`year edit ${k} answered ${res.status}: ${JSON.stringify(res.body)}`);
      } catch (error) {
        if ((error as Error).message.startsWith('year edit')) throw error;
        return;
      }
    }
  };
  await Promise.all([...LEAVE_WRITERS.map(leaveWriter), yearWriter()]);
}

function endDateOf(k: number): string {
  const d = new Date(Date.UTC(2041, 0, 1));
  d.setUTCDate(d.getUTCDate() + (k % 365));
  return d.toISOString().slice(0, 10);
}

async function runOn(kind: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), `hpl-crash-${kind}-`));
  const logFile = path.join(work, 'server.log');
  const setup = await prepare(kind, work);
  const ledger: Ledger = {
    leaveAcked: new Map(),
    leaveUncertain: new Set(),
    leaveRefused: new Set(),
    yearAcked: 0,
    yearAckedCount: 0,
    yearSent: 0,
    nextDay: new Map(),
  };
  const startTimes: number[] = [];
  const problems: string[] = [];
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const server = await startServer(setup, logFile);
      startTimes.push(server.ms);
      const stop = { dead: false };
      const ackedBefore = ledger.leaveAcked.size + ledger.yearAckedCount;
      const writing = writeUntilKilled(server.url, setup, ledger, cycle, stop);
      // Kill at a random moment once writes flow (a cold server answers its first requests slowly), within 15 s.
      const deadline = Date.now() + 15_000;
      while (ledger.leaveAcked.size + ledger.yearAckedCount < ackedBefore + 3 && Date.now() < deadline) await wait(20);
      await wait(Math.floor(Math.random() * 800));
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      stop.dead = true;
      await writing;
    }
    // One more start: it must come up cleanly on whatever the last kill left; then a graceful stop.
    const last = await startServer(setup, logFile);
    startTimes.push(last.ms);
    last.child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => last.child.once('exit', resolve));
    if (code !== 0) problems.push(`graceful stop after the last start exited with ${code}`);

    // A clean start logs no error: scan every start's log (LOG_LEVEL=warn, so only warnings and worse are there).
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (/"level":(50|60)/.test(line)) problems.push(`error logged by the server: ${line.slice(0, 300)}`);
    }
    const database = await setup.open();
    try {
      const leaves = await rows<{ id: number; ly_do: string; transitions: number; audits: number }>(
        database,
        sql`select d.id, d.ly_do,
              (select count(*)::int from don_nghi_phep_lich_su h where h.don_nghi_phep_id = d.id) as transitions,
              (select count(*)::int from audit_log a where a.entity = 'DonNghiPhep' and a.entity_id = d.id::text and a.action = 'create') as audits
            from don_nghi_phep d where d.ly_do like 'crash %'`,
      );
      const byReason = new Map<string, typeof leaves>();
      for (const row of leaves) byReason.set(row.ly_do, [...(byReason.get(row.ly_do) ?? []), row]);
      let lost = 0;
      for (const [lyDo, id] of ledger.leaveAcked) {
        const found = byReason.get(lyDo) ?? [];
        if (found.length !== 1 || found[0]!.id !== id) {
          lost++;
          problems.push(`acknowledged leave request "${lyDo}" (id ${id}) found ${found.length} time(s)`);
        }
      }
      let halfApplied = 0;
      for (const row of leaves) {
        if (row.transitions < 1 || row.audits !== 1) {
          halfApplied++;
          problems.push(
            `leave request ${row.id} half-applied: ${row.transitions} transition(s), ${row.audits} audit row(s)`,
          );
        }
        if (ledger.leaveRefused.has(row.ly_do)) problems.push(`refused leave request "${row.ly_do}" exists`);
        if (!ledger.leaveAcked.has(row.ly_do) && !ledger.leaveUncertain.has(row.ly_do)) {
          problems.push(`unknown leave request "${row.ly_do}"`);
        }
      }
      const uncertainPresent = leaves.filter((r) => ledger.leaveUncertain.has(r.ly_do)).length;
      const [year] = await rows<{ ten_nam_hoc: string; ngay_ket_thuc: string }>(
        database,
        sql`select ten_nam_hoc, ngay_ket_thuc::text as ngay_ket_thuc from nam_hoc where id = ${setup.yearId}`,
      );
      const k = Number(year!.ten_nam_hoc.replace('Crash ', ''));
      if (k < ledger.yearAcked) {
        lost++;
        problems.push(`academic year shows edit ${k}, edit ${ledger.yearAcked} was acknowledged`);
      }
      if (k > ledger.yearSent) problems.push(`academic year shows edit ${k}, only ${ledger.yearSent} were sent`);
      if (k > 0 && year!.ngay_ket_thuc !== endDateOf(k)) {
        halfApplied++;
        problems.push(`academic year half-applied: name says edit ${k}, end date ${year!.ngay_ket_thuc}`);
      }
      const [yearAudits] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from audit_log where entity = 'NamHoc' and entity_id = ${String(setup.yearId)} and action = 'update'`,
      );
      if (yearAudits!.n < ledger.yearAckedCount) {
        problems.push(`${ledger.yearAckedCount} year edits acknowledged, ${yearAudits!.n} audit rows`);
      }
      const refusedReasons = ledger.leaveRefused.size;
      const acked = ledger.leaveAcked.size + ledger.yearAckedCount;
      const summary = {
        database: kind,
        cycles: CYCLES,
        kills: CYCLES,
        writesAcknowledged: acked,
        leaveAcknowledged: ledger.leaveAcked.size,
        yearEditsAcknowledged: ledger.yearAckedCount,
        refusedByTheApi: refusedReasons,
        inFlightAtKill: ledger.leaveUncertain.size,
        inFlightThatLanded: uncertainPresent,
        writesLost: lost,
        halfApplied,
        startMs: { min: Math.min(...startTimes), max: Math.max(...startTimes) },
      };
      console.log(JSON.stringify(summary));
      if (acked === 0) problems.push('no write was acknowledged: the test proved nothing');
      if (ledger.leaveAcked.size === 0) problems.push('no leave request was acknowledged');
      return problems;
    } finally {
      await database.close();
    }
  } catch (error) {
    problems.push((error as Error).stack ?? String(error));
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
    problems.push(tail);
    return problems;
  } finally {
    setup.cleanup();
    if (problems.length === 0) rmSync(work, { recursive: true, force: true });
    else console.log(`work folder kept: ${work}`);
  }
}

let failed = false;
for (const kind of DBS) {
  console.log(`crash test on ${kind}: ${CYCLES} SIGKILL cycles…`);
  const problems = await runOn(kind);
  for (const problem of problems) console.log(`✗ ${problem}`);
  if (problems.length > 0) failed = true;
  else console.log(`✓ ${kind}: every acknowledged write present, none half-applied, every start clean`);
}
process.exit(failed ? 1 : 0);
