import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisesCarryAsyncContext } from '../../../test/support/async-context';
import { formAction, freePort, HttpBrowser } from '../../../test/support/http-browser';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { phienDangNhap, taiKhoan } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/school-data';
import { serverRoot } from '../../paths';
import { lockAccount, unlockAccount } from './account-security';

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Behind a proxy: tests sign in "from" several addresses through X-Forwarded-For.
  t = await createTestApp({ PUBLIC_URL: base, TRUST_PROXY: 'true' });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function openLoginPage(browser: HttpBrowser, returnUrl = '/home') {
  const page = await browser.go(`${base}/api/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  expect(page.status).toBe(200);
  expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
  return page;
}

async function signIn(browser: HttpBrowser, username: string, password = DEMO_PASSWORD, returnUrl = '/home') {
  const login = await openLoginPage(browser, returnUrl);
  return browser.go(formAction(login), { form: { username, password } });
}

describe('sign-in through the bundled provider', () => {
  it('signs in, lands on the return address and /api/auth/me shows the name', async () => {
    const browser = new HttpBrowser();
    const login = await openLoginPage(browser, '/NamHoc');
    expect(login.body).toContain('<label for="username">Tên đăng nhập</label>');
    expect(login.body).toContain('<label for="password">Mật khẩu</label>');
    expect(login.body).not.toMatch(/<script(?![^>]*src=)/);
    // The web app's own icon is named, so the browser does not ask for /favicon.ico (which the portal does not serve).
    const webIndex = readFileSync(path.join(serverRoot, '../web/index.html'), 'utf8');
    const webIcon = /<link rel="icon" href="([^"]+)"/.exec(webIndex)?.[1];
    expect(webIcon).toMatch(/^data:image\/svg\+xml,/);
    expect(login.body).toContain(`<link rel="icon" href="${webIcon}">`);
    const landed = await browser.go(formAction(login), { form: { username: 'giaovien', password: DEMO_PASSWORD } });
    expect(landed.url).toBe(`${base}/NamHoc`);
    expect(browser.cookies.get('Authorization')).toBeTruthy();
    const me = await browser.request(`${base}/api/auth/me`);
    expect(me.status).toBe(200);
    const data = JSON.parse(me.body).data;
    expect(data.user.username).toBe('giaovien');
    expect(data.user.hoTen).toBe('Nguyễn Văn An');
    expect(data.roles).toEqual(['GiaoVien']);
    expect(data.nhanVien.maNhanVien).toBeTruthy();
    expect(data.links.account).toBe(`${base}/account`);
  });

  it('leaves no async context behind: the requests after a sign-in do not pay for the provider', async () => {
    await signIn(new HttpBrowser(), 'giaovien');
    // oidc-provider runs each of its requests in an AsyncLocalStorage; left enabled, it made every promise of every
    // later request dearer (lib/async-context.ts).
    expect(await promisesCarryAsyncContext()).toBe(false);
  });
});

async function accountId(username: string) {
  const [row] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, username));
  return row!.id;
}

describe('refusals', () => {
  it('a wrong password shows a clear message in the page language', async () => {
    const browser = new HttpBrowser();
    const page = await signIn(browser, 'gvcn', 'not-the-password');
    expect(page.status).toBe(401);
    expect(page.body).toContain('Tên đăng nhập hoặc mật khẩu không đúng.');
    expect(page.body).toContain('value="gvcn"');
    expect(browser.cookies.has('Authorization')).toBe(false);

    const english = new HttpBrowser();
    const login = await openLoginPage(english);
    const switched = await english.go(`${login.url}?lang=en`);
    expect(switched.body).toContain('<label for="username">Username</label>');
    const retry = await english.go(formAction(switched), { form: { username: 'gvcn', password: 'nope', lang: 'en' } });
    expect(retry.body).toContain('Wrong username or password.');
  });

  it('after 5 failures refuses the (account, address) pair, even with the right password, but not the owner elsewhere', async () => {
    const guesser = new HttpBrowser({ 'x-forwarded-for': '203.0.113.5' });
    const action = formAction(await openLoginPage(guesser));
    for (let i = 0; i < 5; i++) {
      const page = await guesser.go(action, { form: { username: 'bantru', password: `wrong-${i}` } });
      expect(page.status).toBe(401);
    }
    const refused = await guesser.go(action, { form: { username: 'bantru', password: DEMO_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body).toMatch(/Bạn đã nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\./);
    // The owner, from another address, signs in at once.
    const owner = new HttpBrowser({ 'x-forwarded-for': '198.51.100.20' });
    expect((await signIn(owner, 'bantru')).url).toBe(`${base}/home`);
  });

  it('answers an unknown username exactly like a real one, failures and throttling included', async () => {
    const answers = async (username: string, address: string) => {
      const browser = new HttpBrowser({ 'x-forwarded-for': address });
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const login = await openLoginPage(browser);
        const uid = /\/interaction\/([\w-]+)$/.exec(login.url)![1]!;
        const page = await browser.go(formAction(login), { form: { username, password: `wrong-${i}` } });
        const body = page.body
          .replaceAll(uid, 'UID')
          .replaceAll(username, 'USER')
          .replace(/\d+ giây/, 'N giây');
        seen.push(`${page.status} ${page.headers.get('retry-after') !== null} ${body}`);
      }
      return seen;
    };
    const known = await answers('tuyensinh', '203.0.113.6');
    const unknown = await answers('khong-co-ai', '203.0.113.7');
    expect(known.map((a) => a.slice(0, 3))).toEqual(['401', '401', '401', '401', '401', '429', '429']);
    expect(unknown).toEqual(known);
  });

  it('a locked account loses its session and cannot sign in again', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, 'doandoi');
    expect((await browser.request(`${base}/api/auth/me`)).status).toBe(200);
    const id = await accountId('doandoi');
    await lockAccount(t.app, { accountId: null }, id, 'test');
    expect((await browser.request(`${base}/api/auth/me`)).status).toBe(401);
    const again = await signIn(new HttpBrowser(), 'doandoi');
    expect(again.status).toBe(403);
    expect(again.body).toContain('Tài khoản đã bị khoá.');
    // A wrong password does not reveal the lock.
    expect((await signIn(new HttpBrowser(), 'doandoi', 'wrong')).body).toContain(
      'Tên đăng nhập hoặc mật khẩu không đúng.',
    );
    await unlockAccount(t.app, { accountId: null }, id);
    expect((await signIn(new HttpBrowser(), 'doandoi')).url).toBe(`${base}/home`);
  });

  it('refuses a return address outside the portal', async () => {
    for (const returnUrl of ['https://evil.example', '//evil.example', '/\\evil.example', 'home']) {
      const page = await new HttpBrowser().request(`${base}/api/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      expect(page.status, returnUrl).toBe(400);
      expect(page.body).toContain('Địa chỉ quay lại phải là một đường dẫn trong cổng thông tin.');
    }
  });

  it('a callback without its sign-in state is refused with a page to start again', async () => {
    const page = await new HttpBrowser().request(`${base}/signin-callback?code=abc&state=forged`);
    expect(page.status).toBe(400);
    expect(page.body).toContain('href="/api/auth/login"');
  });
});

describe('session life', () => {
  it('refreshes the access token shortly before it expires', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, 'tuyensinh');
    const [session] = await t.db
      .select()
      .from(phienDangNhap)
      .where(eq(phienDangNhap.taiKhoanId, await accountId('tuyensinh')));
    const tokens = (await t.app.sessions.tokens(session!.id))!;
    expect(tokens.refreshToken).toBeTruthy();
    // SESSION_SECRET is set in tests: the stored column never holds the tokens in clear.
    expect(JSON.stringify(session!.tokens)).not.toContain(tokens.refreshToken!);
    await t.app.sessions.update(session!.id, { ...tokens, expiresAt: Date.now() + 5_000 });
    expect((await browser.request(`${base}/api/auth/me`)).status).toBe(200);
    const renewed = (await t.app.sessions.tokens(session!.id))!;
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.expiresAt! - Date.now()).toBeGreaterThan(50 * 60_000);
  });

  it('sign-out ends the session and goes through the provider with the id token hint', async () => {
    const browser = new HttpBrowser();
    await signIn(browser, 'nhansu');
    const cookie = browser.cookies.get('Authorization')!;
    const out = await browser.request(`${base}/api/auth/logout`, { method: 'POST' });
    expect(out.status).toBe(200);
    const redirectUrl = new URL(JSON.parse(out.body).data.redirectUrl);
    expect(redirectUrl.pathname).toBe('/oidc/session/end');
    expect(redirectUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(redirectUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/signout-callback`);
    expect(browser.cookies.has('Authorization')).toBe(false);
    const stale = await fetch(`${base}/api/auth/me`, { headers: { cookie: `Authorization=${cookie}` } });
    expect(stale.status).toBe(401);
    // The provider's confirmation page submits itself (external script) and returns to /signout-callback.
    const confirm = await browser.go(redirectUrl.href);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('/interaction/assets/auto-submit.js');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await browser.request(formAction(confirm), { form: { xsrf, logout: 'yes' } });
    expect(done.headers.get('location')).toBe(`${base}/signout-callback`);
  });

  it('documents the sign-in API in the OpenAPI document', async () => {
    const anonymous = await new HttpBrowser().request(`${base}/api/docs/json`);
    expect(anonymous.status).toBe(401);
    const staff = new HttpBrowser();
    await signIn(staff, 'baocao');
    const doc = JSON.parse((await staff.request(`${base}/api/docs/json`)).body);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/auth/logout']),
    );
  });

  it('a school behind one address: 30+ failures by various students do not block an unrelated account', async () => {
    const school = { 'x-forwarded-for': '203.0.113.100' };
    // Students mistype their own usernames and passwords, several times each, from the school's one NAT address.
    for (let i = 0; i < 36; i++) {
      const student = new HttpBrowser(school);
      const page = await signIn(student, `hs2026-${String(i % 12).padStart(3, '0')}`, 'sai-mat-khau');
      expect(page.status).toBe(401);
    }
    const staff = new HttpBrowser(school);
    expect((await signIn(staff, 'baocao')).url).toBe(`${base}/home`);
    expect(staff.cookies.get('Authorization')).toBeTruthy();
  });

  it('stops one client trying a password across many accounts', async () => {
    const sprayer = new HttpBrowser({ 'x-forwarded-for': '192.0.2.66' });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const action = formAction(await openLoginPage(sprayer));
      statuses.push(
        (await sprayer.request(action, { form: { username: `user${i}`, password: 'Mua-he-2026' } })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another account tried from that address is refused too; the same account from elsewhere is not.
    const action = formAction(await openLoginPage(sprayer));
    const refused = await sprayer.request(action, { form: { username: 'daotao', password: DEMO_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(/Bạn đã nhập sai quá nhiều lần/);
    expect((await signIn(new HttpBrowser({ 'x-forwarded-for': '192.0.2.67' }), 'daotao')).url).toBe(`${base}/home`);
  });
});
