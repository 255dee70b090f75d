#!/usr/bin/env node
// The whole test suite (`npm test`): lint → type check → unit/API tests on PGlite (and PostgreSQL when reachable)
// → build → browser tests. Stops at the first failing step. Says which suites it skipped and why; with CI=true or
// REQUIRE_SERVICES=1 a missing PostgreSQL, Redis or Chromium is a failure instead of a skip.
// `node scripts/test.mjs --from=build` resumes at a step (lint, types, unit, build, e2e, ops).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const requireServices =
  ['1', 'true'].includes(String(process.env.CI).toLowerCase()) || process.env.REQUIRE_SERVICES === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-test-report-'));
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const skippedSuites = [];
let failedStep = null;

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function printHeader(title) {
  console.log(`\n${bold(`━━━ ${title} ━━━`)}`);
}

/** Runs a command with inherited output; resolves to its exit code. */
function runCommand(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Opens a TCP connection, optionally sends a probe and waits for a reply that passes `accept`. */
function probeTcp(url, { send, accept } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const finish = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => {
      if (!send) return finish(true);
      socket.write(send);
    });
    socket.on('data', (data) => finish(accept ? accept(data.toString()) : true));
  });
}

/** PostgreSQL counts as reachable when a real query succeeds (not just an open port). */
async function probePostgres(url) {
  if (!(await probeTcp(url))) return false;
  try {
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } finally {
      await sql.end({ timeout: 2 });
    }
  } catch {
    return false;
  }
}

const probeRedis = (url) => probeTcp(url, { send: 'PING\r\n', accept: (reply) => reply.startsWith('+PONG') });

/** Adds a vitest JSON report to the totals; a missing report (vitest crashed) counts as one failure. */
function countVitestReport(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no test cases but is still a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults?.length === 0,
  );
  totals.failed += brokenFiles.length;
}

function skipSuite(suite, reason) {
  skippedSuites.push({ suite, reason });
}

function printSummary() {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  printHeader('Summary');
  for (const { suite, reason } of skippedSuites) console.log(`SKIPPED ${suite}: ${reason}`);
  if (failedStep) console.log(`FAILED at step "${failedStep}"`);
  console.log(`Took ${minutes} min; test cases counted across the vitest runs:`);
  // The last line stays exactly "N passed, N failed[, N skipped]": CI reads it.
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  rmSync(reportDir, { recursive: true, force: true });
}

async function main() {
  printHeader('Services');
  const hasPostgres = await probePostgres(databaseUrl);
  const hasRedis = await probeRedis(redisUrl);
  const hasChromium = existsSync(chromiumPath);
  console.log(`PostgreSQL ${databaseUrl}: ${hasPostgres ? 'reachable' : 'NOT reachable'}`);
  console.log(`Redis ${redisUrl}: ${hasRedis ? 'reachable' : 'NOT reachable'}`);
  console.log(`Chromium ${chromiumPath}: ${hasChromium ? 'found' : 'NOT found'}`);
  if (!hasPostgres)
    skipSuite(
      'server-pg (API and service tests on PostgreSQL)',
      `no PostgreSQL at ${databaseUrl} (set TEST_DATABASE_URL)`,
    );
  if (!hasRedis) skipSuite('Redis-dependent tests', `no Redis at ${redisUrl} (set TEST_REDIS_URL)`);
  if (!hasChromium) skipSuite('browser tests (apps/e2e)', `no Chromium at ${chromiumPath} (apt-get install chromium)`);
  if (requireServices && skippedSuites.length) {
    for (const { suite, reason } of skippedSuites) console.error(`REQUIRED in CI: ${suite} — ${reason}`);
    skippedSuites.length = 0;
    failedStep = 'services (CI requires PostgreSQL, Redis and Chromium)';
    return printSummary();
  }

  const testEnv = { TEST_DATABASE_URL: databaseUrl };
  // Redis tests look for TEST_REDIS_URL; without a reachable Redis it is removed so they skip instead of hanging.
  if (hasRedis) testEnv.TEST_REDIS_URL = redisUrl;
  else delete process.env.TEST_REDIS_URL;

  const projects = ['shared', 'server', 'web', ...(hasPostgres ? ['server-pg'] : [])];
  const unitReport = path.join(reportDir, 'unit.json');
  const e2eReport = path.join(reportDir, 'e2e.json');
  const reporterArgs = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

  const steps = [
    {
      id: 'lint',
      name: 'Lint, format and size budget (biome check ., scripts/check-size.mjs)',
      run: async () =>
        (await runCommand(bin('biome'), ['check', '.'])) ||
        runCommand(process.execPath, [path.join(root, 'scripts/check-size.mjs')]),
    },
    {
      id: 'types',
      name: 'Type check (tsc -p tsconfig.json)',
      run: () => runCommand(bin('tsc'), ['-p', 'tsconfig.json']),
    },
    {
      id: 'unit',
      name: `Unit and API tests (vitest: ${projects.join(', ')})`,
      run: async () => {
        const code = await runCommand(
          bin('vitest'),
          ['run', ...projects.flatMap((p) => ['--project', p]), ...reporterArgs(unitReport)],
          testEnv,
        );
        countVitestReport(unitReport);
        return code;
      },
    },
    // The web app and the server; not the demo school's dump (`build:demo`), which no test uses (each makes its own).
    { id: 'build', name: 'Build (npm run build:app)', run: () => runCommand('npm', ['run', 'build:app']) },
  ];
  if (hasChromium) {
    steps.push({
      id: 'e2e',
      name: 'Browser tests (apps/e2e, Chromium)',
      run: async () => {
        const code = await runCommand(
          bin('vitest'),
          ['run', '--config', 'apps/e2e/vitest.config.ts', ...reporterArgs(e2eReport)],
          { ...testEnv, CHROMIUM_PATH: chromiumPath },
        );
        countVitestReport(e2eReport);
        return code;
      },
    });
  }

  // Production readiness (issue 16): SIGKILL crash cycles on each database, and — with PostgreSQL, Redis, Chromium
  // and nginx — two instances behind nginx with a browser sign-in and a chat message crossing instances.
  const hasNginx = existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');
  if (!hasNginx) skipSuite('loopback deployment (npm run test:loopback)', 'no nginx (apt-get install nginx-light)');
  steps.push({
    id: 'ops',
    name: 'Crash safety and the loopback deployment (npm run test:crash, test:loopback)',
    run: async () => {
      const crash = await runCommand(
        'npm',
        ['run', 'test:crash', '--', '--db', hasPostgres ? 'both' : 'pglite'],
        testEnv,
      );
      totals[crash === 0 ? 'passed' : 'failed'] += 1;
      if (crash !== 0 || !(hasPostgres && hasRedis && hasChromium && hasNginx)) return crash;
      const loopback = await runCommand('npm', ['run', 'test:loopback'], { ...testEnv, CHROMIUM_PATH: chromiumPath });
      totals[loopback === 0 ? 'passed' : 'failed'] += 1;
      return loopback;
    },
  });

  // `--from=<lint|types|unit|build|e2e|ops>` resumes at a step while working locally; the skipped ones are named.
  const from = process.argv.find((a) => a.startsWith('--from='))?.slice('--from='.length);
  const start = from ? steps.findIndex((s) => s.id === from) : 0;
  if (start < 0) {
    console.error(`Unknown step "${from}"; steps: ${steps.map((s) => s.id).join(', ')}`);
    failedStep = `--from=${from}`;
    return printSummary();
  }
  for (const step of steps.slice(0, start)) skipSuite(step.name, `--from=${from}`);
  for (const [index, step] of steps.entries()) {
    if (index < start) continue;
    printHeader(`[${index + 1}/${steps.length}] ${step.name}`);
    const code = await step.run();
    if (code !== 0) {
      failedStep = step.name;
      return printSummary();
    }
  }
  printSummary();
}

await main();
process.exitCode = failedStep || totals.failed > 0 ? 1 : 0;
