import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, freePort, HttpBrowser } from '../../../test/support/http-browser';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { taiKhoan } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/school-data';
import { ensureInitialAdmin } from './bootstrap-admin';
import { verifyPassword } from './password';

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function signIn(browser: HttpBrowser, username: string, password: string, returnUrl = '/home') {
  const login = await browser.go(`${base}/api/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  return browser.go(formAction(login), { form: { username, password } });
}

describe('account page of the bundled provider', () => {
  it('sends a signed-out visitor to sign-in and back', async () => {
    const page = await new HttpBrowser().request(`${base}/account`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/api/auth/login?returnUrl=%2Faccount');
  });

  it('changes the own password and signs out the other sessions', async () => {
    const other = new HttpBrowser();
    await signIn(other, 'baocao', DEMO_PASSWORD);
    const browser = new HttpBrowser();
    const page = await signIn(browser, 'baocao', DEMO_PASSWORD, '/account');
    expect(page.url).toBe(`${base}/account`);
    expect(page.body).toContain('<label for="currentPassword">Mật khẩu hiện tại</label>');
    const action = formAction(page);

    const wrong = await browser.request(action, {
      form: { currentPassword: 'nope', newPassword: 'NewPassword2026', confirmPassword: 'NewPassword2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('Mật khẩu hiện tại không đúng.');
    const weak = await browser.request(action, {
      form: { currentPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(weak.body).toContain('ít nhất 10 ký tự');

    const done = await browser.request(action, {
      form: { currentPassword: DEMO_PASSWORD, newPassword: 'NewPassword2026', confirmPassword: 'NewPassword2026' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Đã đổi mật khẩu.');
    expect((await browser.request(`${base}/api/auth/me`)).status).toBe(200);
    expect((await other.request(`${base}/api/auth/me`)).status).toBe(401);
    expect((await signIn(new HttpBrowser(), 'baocao', 'NewPassword2026')).url).toBe(`${base}/home`);
  });

  it('refuses a password change posted from another site', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, 'tamly', DEMO_PASSWORD);
    const forged = await browser.request(`${base}/account/password`, {
      form: { currentPassword: DEMO_PASSWORD, newPassword: 'Forged-Password-1', confirmPassword: 'Forged-Password-1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('first production start', () => {
  it('creates admin with a random password only on an empty database', async () => {
    const messages: string[] = [];
    expect(await ensureInitialAdmin(t.db, (m) => messages.push(m))).toBe(false);
    // An empty accounts table (what a fresh production database has); the rows that name an account go with it.
    await t.db.execute(sql`truncate tai_khoan cascade`);
    expect(await ensureInitialAdmin(t.db, (m) => messages.push(m))).toBe(true);
    const password = /password: (\S+)/.exec(messages[0] ?? '')![1]!;
    expect(password).not.toBe(DEMO_PASSWORD);
    const [admin] = await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, 'admin'));
    expect(admin!.roles).toEqual(['Admin']);
    expect(admin!.permissions.length).toBeGreaterThan(10);
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
    expect(await ensureInitialAdmin(t.db, (m) => messages.push(m))).toBe(false);
    expect(messages).toHaveLength(1);
  });
});
