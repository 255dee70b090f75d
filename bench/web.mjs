/**
 * `npm run bench:web`: what the browser downloads for /login and for /home after sign-in (gzipped JS and CSS), and the
 * time until the shell is interactive, in headless Chromium against the BUILT portal (`npm run build` first) on
 * localhost with the small demo school. Prints figures; asserts nothing (goals: /login < 150 KB JS, shell < 450 KB).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
  await waitForAnswer(`${url}/api/health`, child, 120_000);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records JS and CSS bodies the page downloads, gzipped as the server would send them over a slow link. */
function recordAssets(page) {
  const assets = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : null;
    if (!kind) return;
    const body = await response.body().catch(() => null);
    if (body) assets.push({ url: response.url(), kind, gzip: gzipSync(body, { level: 9 }).length });
  });
  return assets;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (assets, kind) => assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
});
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();

  const login = recordAssets(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const loginJs = sum(login, 'js');
  const loginCss = sum(login, 'css');

  await page.getByRole('button', { name: /Đăng nhập|Sign in/ }).click();
  await page.locator('input[name="username"]').fill('giaovien');
  await page.locator('input[name="password"]').fill('HplDemo@2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/home');
  await page.locator('.app-sider nav').waitFor();

  // A fresh load of /home with the session (cold cache) measures the shell itself.
  const shellPage = await context.newPage();
  const shell = recordAssets(shellPage);
  const started = Date.now();
  await shellPage.goto('/home');
  await shellPage.locator('.app-sider nav li').first().waitFor();
  await shellPage.getByRole('button', { name: /Thu gọn menu|Collapse the menu/ }).click({ trial: true });
  const interactiveMs = Date.now() - started;
  await shellPage.waitForLoadState('networkidle');

  console.log('HPL Portal web bench (gzip -9 of the bytes the browser received)');
  console.log(`/login         JS ${kb(loginJs)}  CSS ${kb(loginCss)}   (goal: JS < 150 KB)`);
  console.log(`/home (shell)  JS ${kb(sum(shell, 'js'))}  CSS ${kb(sum(shell, 'css'))}   (goal: JS < 450 KB)`);
  console.log(`shell interactive after ${interactiveMs} ms (navigation start → menu rendered and clickable)`);
  console.log(`chunks loaded for /home: ${shell.filter((a) => a.kind === 'js').length}`);
} finally {
  await browser.close();
  server.stop();
}
