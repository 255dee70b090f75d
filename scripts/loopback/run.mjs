// npm run test:loopback — the multi-instance deployment on one machine, end to end:
// PostgreSQL + Redis + two built portal instances + nginx (deploy/nginx.conf), a real browser sign-in through the
// proxy, a check that requests landed on both instances, and a chat exchange with each user's hub socket on a
// different instance. Needs `npm run build` first. Exit code 0 = passed.
import { CHAT_HUB_PATH, CHAT_INVOCATIONS, CHAT_PUSHES } from '@hpl/shared';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
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

/** How many hub sockets each instance holds, read from its own /api/metrics (hpl_connected_sockets). */
async function socketsPerInstance(stack) {
  const counts = [];
  for (const portal of stack.portals) {
    const response = await fetch(`${portal.url}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const match = /^hpl_connected_sockets (\d+)/m.exec(await response.text());
    counts.push(match ? Number(match[1]) : 0);
  }
  return counts;
}

/** A hub socket through the proxy with a browser session's cookie (WebSocket transport only, as the web app). */
function connectHub(stack, cookie) {
  const socket = io(stack.proxyUrl, {
    path: CHAT_HUB_PATH,
    transports: ['websocket'],
    extraHeaders: { origin: new URL(stack.proxyUrl).origin, cookie: `Authorization=${cookie}` },
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Connects `cookie`'s socket until it lands on an instance other than `avoid` (nginx balances, nothing pins). */
async function connectOnOtherInstance(stack, cookie, avoid) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await socketsPerInstance(stack);
    const socket = await connectHub(stack, cookie);
    const after = await socketsPerInstance(stack);
    const landed = after.findIndex((n, i) => n > before[i]);
    if (landed >= 0 && landed !== avoid) return { socket, instance: landed };
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second socket never landed on the other instance');
}

/**
 * Two users signed in through the browser, each one's hub socket on a different instance (checked on each
 * instance's hpl_connected_sockets), exchange a message through /hubs/chat and the Redis adapter.
 */
async function chatExchangeWithEachUserOnADifferentInstance(stack, browser) {
  const cookies = {};
  for (const username of ['admin', 'giaovien']) {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await signIn(page, stack.proxyUrl, username);
    cookies[username] = (await context.cookies()).find((c) => c.name === 'Authorization')?.value;
    await context.close();
  }
  const sender = await connectOnOtherInstance(stack, cookies.admin, -1);
  const receiver = await connectOnOtherInstance(stack, cookies.giaovien, sender.instance);
  try {
    const content = `loopback ${Date.now()}`;
    const received = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${CHAT_PUSHES.newMessage} within 10 s`)), 10_000);
      receiver.socket.on(CHAT_PUSHES.newMessage, (message) => {
        if (message?.content === content) {
          clearTimeout(timer);
          resolve(message);
        }
      });
    });
    const opened = await sender.socket
      .timeout(10_000)
      .emitWithAck(CHAT_INVOCATIONS.addOrOpen, { participants: [{ account: 'giaovien' }] });
    if (!opened?.succeeded) throw new Error(`AddOrOpenConversation: ${JSON.stringify(opened)}`);
    const sent = await sender.socket
      .timeout(10_000)
      .emitWithAck(CHAT_INVOCATIONS.send, { conversationId: opened.data.id, content });
    if (!sent?.succeeded) throw new Error(`SendMessage: ${JSON.stringify(sent)}`);
    const message = await received;
    check(
      'chat message crosses instances through nginx and Redis',
      message.creator?.account === 'admin',
      `admin on ${stack.portals[sender.instance].name} → giaovien on ${stack.portals[receiver.instance].name}`,
    );
  } finally {
    sender.socket.disconnect();
    receiver.socket.disconnect();
  }
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
