import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taiKhoan } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const PORTAL = 'https://portal.hpl.edu.vn';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL });
});
afterAll(async () => {
  await t?.close();
});

async function lockedAt(username: string) {
  const [row] = await t.db
    .select({ lockedAt: taiKhoan.lockedAt })
    .from(taiKhoan)
    .where(eq(taiKhoan.username, username));
  return row!.lockedAt;
}

async function accountId(username: string) {
  const [row] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, username));
  return row!.id;
}

describe('state-changing API requests from elsewhere', () => {
  it('refuses a foreign Origin with the session cookie, before the handler runs', async () => {
    const refused = await t.api('POST', '/api/DonNghiPhep', {
      as: 'giaovien',
      body: { lyDo: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['Yêu cầu không đến từ cổng thông tin nên đã bị từ chối.']);
    // A body-less admin action does not reach its handler either.
    const id = await accountId('doandoi');
    const lock = await t.api('POST', `/api/TaiKhoan/${id}/khoa`, {
      as: 'admin',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(lock.status).toBe(403);
    expect(await lockedAt('doandoi')).toBeNull();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.api(method, `/api/TaiKhoan/${id}`, { as: 'admin', headers: { origin: 'null' } });
      expect(response.status, method).toBe(403);
    }
  });

  it('refuses a sibling subdomain of the school, which the SameSite cookie does not', async () => {
    const byOrigin = await t.api('POST', '/api/auth/logout', {
      as: 'giaovien',
      headers: { origin: 'https://lms.hpl.edu.vn' },
    });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await t.api('POST', '/api/auth/logout', {
      as: 'giaovien',
      headers: { origin: 'https://lms.hpl.edu.vn', 'sec-fetch-site': 'same-site' },
    });
    expect(byFetchSite.status).toBe(403);
    expect((await t.api('GET', '/api/auth/me', { as: 'giaovien' })).status).toBe(200);
  });

  it("lets the portal's own pages through", async () => {
    const own = await t.api('POST', '/api/DonNghiPhep', {
      as: 'giaovien',
      body: {},
      headers: { origin: PORTAL, 'sec-fetch-site': 'same-origin' },
    });
    // Past the origin check: the body is judged (and found incomplete).
    expect(own.status).toBe(400);
    const originOnly = await t.api('POST', '/api/DonNghiPhep', {
      as: 'giaovien',
      body: {},
      headers: { origin: PORTAL },
    });
    expect(originOnly.status).toBe(400);
  });

  it('lets clients that are not browsers (no Origin, no Sec-Fetch-Site) through, still needing a session', async () => {
    expect((await t.api('POST', '/api/DonNghiPhep', { body: {} })).status).toBe(401);
    expect((await t.api('POST', '/api/DonNghiPhep', { as: 'giaovien', body: {} })).status).toBe(400);
  });

  it('leaves reads alone', async () => {
    const read = await t.api('GET', '/api/auth/me', { as: 'giaovien', headers: { origin: 'http://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('content security policy', () => {
  it("allows connections to the portal's own origin only, WebSocket included", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    const connectSrc = /connect-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(connectSrc.split(' ').sort()).toEqual(["'self'", 'wss://portal.hpl.edu.vn']);
  });
});
