import { passesAuthority } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo/school-data';
import type { SessionUser } from '../src/lib/session-user';
import type { RouteAuth } from '../src/plugins/route-auth';
import { createTestApp, type TestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Call {
  method: Method;
  url: string;
  caller: string;
  status: number;
}

/** Turns a route pattern into a callable URL: every parameter becomes 1, a wildcard a file name. */
function fillPlaceholders(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*$/, 'placeholder.txt');
}

const describeAuth = (auth: RouteAuth) => (typeof auth === 'string' ? auth : JSON.stringify(auth));
const isSuccess = (status: number) => status >= 200 && status < 300;

let t: TestApp;
let routes: { method: Method; url: string; auth: RouteAuth }[];
const users = new Map<string, SessionUser>();
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeAuthTable
    .filter((r) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method))
    .map((r) => ({ ...r, method: r.method as Method }));
  for (const { username } of DEMO_ACCOUNTS) {
    const cookie = await t.cookieFor(username);
    const user = await t.app.sessions.load(cookie);
    if (!user) throw new Error(`no session for demo account ${username}`);
    cookies.set(username, cookie);
    users.set(username, user);
  }
});
afterAll(async () => {
  await t?.close();
});

async function call(method: Method, url: string, caller: string | null): Promise<number> {
  const headers: Record<string, string> = { 'accept-language': 'vi' };
  if (caller) headers.cookie = `Authorization=${cookies.get(caller)}`;
  const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
  const response = await t.app.inject({ method, url: fillPlaceholders(url), headers, payload });
  return response.statusCode;
}

describe('authorisation matrix: every /api route × (anonymous + each demo account)', () => {
  it('gives no success to a caller the route does not allow', { timeout: 180_000 }, async () => {
    const publicRoutes = routes.filter((r) => r.auth === 'public');
    const guarded = routes.filter((r) => r.auth !== 'public');
    const unexpected: Call[] = [];
    let checks = 0;
    // Refusals happen before validation and handlers, so these calls change nothing and cannot weaken each other.
    for (const route of guarded) {
      const anonymous = await call(route.method, route.url, null);
      checks++;
      if (anonymous !== 401) unexpected.push({ ...route, caller: 'anonymous', status: anonymous });
      for (const [username, user] of users) {
        if (passesAuthority(route.auth as Exclude<RouteAuth, 'public'>, user)) continue;
        const status = await call(route.method, route.url, username);
        checks++;
        if (isSuccess(status) || status !== 403) unexpected.push({ ...route, caller: username, status });
      }
    }
    console.info(
      `authorisation matrix: ${routes.length} routes (${publicRoutes.length} public, ${guarded.length} guarded) × ` +
        `${users.size + 1} callers; ${checks} refusals checked`,
    );
    const report = unexpected.map(
      (c) =>
        `${c.method} ${c.url} [${describeAuth(routes.find((r) => r.url === c.url && r.method === c.method)!.auth)}] as ${c.caller} → ${c.status}`,
    );
    expect(report, 'callers that were not refused with 401 (anonymous) or 403 (lacking the authority)').toEqual([]);
    // The sessions used above are still valid, so the refusals were decided on authority and not on a lost session.
    for (const [username, cookie] of cookies) expect(await t.app.sessions.load(cookie), username).not.toBeNull();
  });

  // Some two thousand real calls (exports among them): a long sweep on a 2-core machine, not a speed check.
  it('never answers 5xx to an allowed caller sending placeholder input', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      if (route.auth === 'public') continue;
      for (const [username, user] of users) {
        if (!passesAuthority(route.auth, user)) continue;
        // A fresh session per call: a handler that signs out or locks an account must not affect the next call.
        const cookie = await t.app.sessions.create(user.accountId, {}, new Date(Date.now() + 600_000));
        const payload = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
        const response = await t.app.inject({
          method: route.method,
          url: fillPlaceholders(route.url),
          headers: { cookie: `Authorization=${cookie}`, 'accept-language': 'vi' },
          payload,
        });
        calls++;
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.url} as ${username} → ${response.statusCode}`);
      }
    }
    console.info(`authorisation matrix: ${calls} allowed calls with placeholder input`);
    expect(failures, 'allowed callers with placeholder ids and an empty body must get 4xx, never 5xx').toEqual([]);
  });

  it('covers the reference module, so an empty table cannot pass silently', () => {
    expect(routes.some((r) => r.url === '/api/NamHoc/danhSachNamHoc' && r.method === 'GET')).toBe(true);
    expect(routes.length).toBeGreaterThan(5);
  });
});
