// npm run test:loopback — the multi-instance deployment on one machine, end to end:
// PostgreSQL + Redis + two built portal instances + nginx (deploy/nginx.conf), a real browser sign-in through the
// proxy, a check that requests landed on both instances, and the cross-instance chat exchange (skipped, with a
// message, while /hubs/chat does not answer). Needs `npm run build` first. Exit code 0 = passed.
import { chromium } from 'playwright-core';
import { METRICS_TOKEN, startStack } from './stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const PASSWORD = 'HplDemo@2026'; // apps/server/src/demo/school-data.ts DEMO_PASSWORD

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** The real sign-in flow through the proxy: /login → bundled provider's form → /signin-callback → the portal. */
async function signIn(page, baseUrl, username) {
  await page.goto(`${baseUrl}/login`);
  const user = page.locator('input[name="username"]').first();
  const button = page.getByRole('button', { name: /^\s*(Đăng nhập|Sign in)\s*$/i }).first();
  await user.or(button).first().waitFor({ state: 'visible', timeout: 30_000 });
  if (!(await user.isVisible())) await button.click();
  await user.waitFor({ state: 'visible', timeout: 30_000 });
  await user.fill(username);
  await page.locator('input[name="password"]').first().fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !/^\/(login|signin-callback|oidc|interaction)(\/|$)/.test(url.pathname), {
    timeout: 30_000,
  });
  const me = await page.request.get(`${baseUrl}/api/auth/me`);
  return { status: me.status(), body: await me.json().catch(() => ({})) };
}

/**
 * HOOK for the chat hub (issue 16 × the chat hub's issue): two users, each pinned to a different instance, exchange a
 * message through /hubs/chat and Redis. Skips with a message while the hub does not answer. The lead completes it
 * after merging the hub: open one page per user (users A and B below), connect each one's hub socket (WebSocket
 * transport only) through the proxy, make sure the two sockets landed on different instances (nginx access log or
 * each instance's hpl_connected_sockets metric), send from A, wait for B to receive it.
 */
async function chatExchangeWithEachUserOnADifferentInstance(stack, browser) {
  const probe = await fetch(`${stack.proxyUrl}/hubs/chat/?EIO=4&transport=polling`).catch(() => null);
  const text = probe ? await probe.text() : '';
  const answers = probe && probe.status !== 404 && !text.trimStart().startsWith('<');
  if (!answers) {
    console.log('- SKIPPED chat exchange with each user on a different instance: /hubs/chat does not answer yet');
    return;
  }
  void browser;
  console.log('- SKIPPED chat exchange: /hubs/chat answers, but this hook is not written yet (lead: complete it)');
}

const stack = await startStack({ instances: 2, log: (line) => console.log(line) });
let browser;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  for (const username of ['admin', 'giaovien']) {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    const me = await signIn(page, stack.proxyUrl, username);
    check(
      `browser sign-in as ${username} through nginx`,
      me.status === 200 && me.body?.succeeded === true,
      `/api/auth/me ${me.status}`,
    );
    // A few reads after sign-in: with least_conn and no stickiness they spread over the instances.
    for (let i = 0; i < 6; i++) {
      const response = await page.request.get(`${stack.proxyUrl}/api/auth/me`);
      if (response.status() !== 200) check(`signed-in read ${i} as ${username}`, false, `status ${response.status()}`);
    }
    await context.close();
  }
  const counts = stack.upstreamCounts();
  const served = stack.portals.map((p) => counts[`127.0.0.1:${p.port}`] ?? 0);
  check(
    'requests landed on both instances',
    served.every((n) => n > 0),
    stack.portals.map((p, i) => `${p.name}: ${served[i]}`).join(', '),
  );

  // Metrics through the instance (the proxy hides /api/metrics): token works, anonymous is refused.
  const metrics = await fetch(`${stack.portals[0].url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const hidden = await fetch(`${stack.proxyUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  check(
    'metrics readable on an instance with the token, not through the proxy',
    metrics.status === 200 && hidden.status === 404,
    `${metrics.status}/${hidden.status}`,
  );

  await chatExchangeWithEachUserOnADifferentInstance(stack, browser);
} catch (error) {
  check('loopback run', false, error.stack ?? String(error));
} finally {
  await browser?.close();
  await stack.stop();
}
const failed = results.filter((r) => !r.ok);
console.log(
  failed.length === 0
    ? `\nloopback: ${results.length} checks passed`
    : `\nloopback: ${failed.length} of ${results.length} checks failed`,
);
process.exit(failed.length === 0 ? 0 : 1);
