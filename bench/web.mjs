/**
 * `npm run bench:web`: the bytes the browser RECEIVED for /login and for the first page after sign-in (/home), with
 * an empty cache, from Chromium's own resource timing (`transferSize`: headers plus the body as sent, compressed or
 * not), beside the uncompressed sizes (`decodedBodySize`), and the time until the shell is interactive. Runs headless
 * Chromium against the BUILT portal (`npm run build` first) on localhost with the small demo school. Prints figures
 * and checks its budget: exits 1 when /login reaches 150 KB or the first page after sign-in 450 KB on the wire
 * (`BENCH_WEB_DETAIL=1` lists every file of both pages, largest first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findFreePort, root, waitForAnswer } from './support.mjs';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function startServer() {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO: 'true',
      DEMO_SIZE: 'small',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      OIDC_ISSUER: '',
    },
    stdio: 'ignore',
  });
  // The first start migrates and seeds the demo school: slow on a busy machine.
  await waitForAnswer(`${url}/api/health`, child, 600_000);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the page has loaded so far, by kind, from the browser's resource timing: the navigation (document) and every
 * resource. `transferSize` is what came over the wire; `decodedBodySize` is the same after decompression.
 */
async function received(page) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      url: e.name,
      type: e.entryType === 'navigation' ? 'document' : e.initiatorType,
      wire: e.transferSize,
      decoded: e.decodedBodySize,
    })),
  );
  const kindOf = (entry) => {
    if (entry.type === 'document') return 'document';
    const pathname = new URL(entry.url).pathname;
    if (pathname.startsWith('/api/')) return 'api';
    if (/\.m?js$/.test(pathname)) return 'js';
    if (/\.css$/.test(pathname)) return 'css';
    return 'other';
  };
  const byKind = {};
  for (const entry of entries) {
    const kind = kindOf(entry);
    byKind[kind] ??= { count: 0, wire: 0, decoded: 0 };
    byKind[kind].count += 1;
    byKind[kind].wire += entry.wire;
    byKind[kind].decoded += entry.decoded;
  }
  const total = entries.reduce((t, e) => ({ wire: t.wire + e.wire, decoded: t.decoded + e.decoded }), {
    wire: 0,
    decoded: 0,
  });
  return { byKind, total, entries };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Goals on the wire (issue 25), in KB: the bench fails when a page reaches its budget. */
const BUDGET_KB = { login: 150, home: 450 };

function report(label, { byKind, total }, goal) {
  const parts = Object.entries(byKind)
    .map(([kind, k]) => `${kind} ${k.count}× ${kb(k.wire)} (${kb(k.decoded)})`)
    .join(', ');
  console.log(
    `${label.padEnd(30)} on the wire ${kb(total.wire).padStart(9)}   uncompressed ${kb(total.decoded).padStart(9)}   goal < ${goal} KB ${total.wire < goal * 1024 ? 'met' : 'NOT met'}`,
  );
  console.log(`${''.padEnd(30)} ${parts}`);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
});
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();

  await page.goto('/login', { waitUntil: 'networkidle' });
  const login = await received(page);

  await page.getByRole('button', { name: /Đăng nhập|Sign in/ }).click();
  await page.locator('input[name="username"]').fill('giaovien');
  await page.locator('input[name="password"]').fill('HplDemo@2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/home');
  await page.locator('.app-sider nav').waitFor();

  // A fresh load of /home with the session and an empty cache (a new context shares no HTTP cache): what the first
  // page after sign-in costs.
  const signedIn = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 820 },
    storageState: await context.storageState(),
  });
  const shellPage = await signedIn.newPage();
  const started = Date.now();
  await shellPage.goto('/home');
  await shellPage.locator('.app-sider nav li').first().waitFor();
  await shellPage.getByRole('button', { name: /Thu gọn menu|Collapse the menu/ }).click({ trial: true });
  const interactiveMs = Date.now() - started;
  await shellPage.waitForLoadState('networkidle');
  const home = await received(shellPage);

  console.log('HPL Portal web bench: bytes received by Chromium (transferSize), empty cache; uncompressed in brackets');
  report('/login', login, BUDGET_KB.login);
  report('/home (first page after sign-in)', home, BUDGET_KB.home);
  console.log(`shell interactive after ${interactiveMs} ms (navigation start → menu rendered and clickable)`);
  if (process.env.BENCH_WEB_DETAIL) {
    for (const [label, page] of [
      ['/login', login],
      ['/home', home],
    ]) {
      console.log(`${label}: every file, largest first (on the wire, uncompressed)`);
      for (const entry of page.entries.sort((a, b) => b.wire - a.wire)) {
        console.log(`  ${kb(entry.wire).padStart(9)} ${kb(entry.decoded).padStart(9)}  ${new URL(entry.url).pathname}`);
      }
    }
  }
  const over = [
    login.total.wire >= BUDGET_KB.login * 1024 && `/login ${kb(login.total.wire)} ≥ ${BUDGET_KB.login} KB`,
    home.total.wire >= BUDGET_KB.home * 1024 && `/home ${kb(home.total.wire)} ≥ ${BUDGET_KB.home} KB`,
  ].filter(Boolean);
  if (over.length > 0) {
    console.log(`budget check FAILED: ${over.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('budget check passed');
  }
} finally {
  await browser.close();
  server.stop();
}
