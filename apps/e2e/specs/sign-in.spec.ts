import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { baseUrl, contextOptions, useBrowser, withPage } from '../support/browser';
import {
  DEMO_ACCOUNTS,
  fetchMe,
  loginForm,
  sessionOf,
  signIn,
  submitCredentials,
  waitUntilBackInPortal,
} from '../support/sign-in';

const browser = useBrowser();

/** The signed-in user's name as /api/auth/me reports it (the student account's name is generated). */
async function readSignedInName(page: Page): Promise<string> {
  const me = await fetchMe(page);
  expect(me.status).toBe(200);
  const name = me.body.data?.user.hoTen;
  expect(name).toBeTruthy();
  return name as string;
}

async function readSessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Authorization');
  expect(cookie, 'the Authorization session cookie after sign-in').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  return cookie!.value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's account button: the avatar and the signed-in user's name. */
function accountButton(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).first();
}

/** Opens the user menu in the header (it shows the user's name) and chooses sign-out, confirming at the provider. */
async function signOut(page: Page, name: string): Promise<void> {
  await accountButton(page, name).click();
  await clickMenuItem(page, /Đăng xuất|Sign out/i);
  const deadline = Date.now() + 30_000;
  while (new URL(page.url()).pathname !== '/login') {
    // The provider may ask to confirm the end of the session.
    const confirm = page.getByRole('button', { name: /^(Đăng xuất|Sign out)$/i });
    if (await confirm.isVisible().catch(() => false)) await confirm.click().catch(() => {});
    if (Date.now() > deadline) throw new Error(`sign-out did not reach /login (at ${page.url()})`);
    await page.waitForTimeout(200);
  }
}

describe('sign-in through the bundled provider', () => {
  test('admin signs in and lands on /home with its name shown', async () => {
    await withPage(browser(), 'sign-in-admin', async (page) => {
      await signIn(page, 'admin');
      expect(new URL(page.url()).pathname).toBe('/home');
      const name = await readSignedInName(page);
      await accountButton(page, name).waitFor({ state: 'visible' });
    });
  });

  // Every demo account signed in through the same pages once for the whole run (the global setup); the session each
  // one came back with is its own, as the API tells it.
  test('every demo account came back from the real sign-in with a session of its own', async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const context = await browser().newContext(contextOptions({ storageState: sessionOf(username) }));
      try {
        const me = await context.request.get('/api/auth/me');
        expect(me.status(), username).toBe(200);
        const body = (await me.json()) as { data: { user: { username: string } } };
        expect(body.data.user.username.toLowerCase()).toBe(username.toLowerCase());
      } finally {
        await context.close();
      }
    }
  });

  test('a deep link opened while signed out returns to it after sign-in', async () => {
    await withPage(browser(), 'deep-link-return', async (page) => {
      const deepLink = '/quanly/namhoc';
      await page.goto(deepLink);
      await submitCredentials(page, 'admin');
      await waitUntilBackInPortal(page, 'admin');
      expect(new URL(page.url()).pathname).toBe(deepLink);
    });
  });

  test('sign-out ends the session: the old cookie gets 401 from /api/auth/me', async () => {
    await withPage(browser(), 'sign-out', async (page) => {
      await signIn(page, 'giaovien');
      const name = await readSignedInName(page);
      const cookie = await readSessionCookie(page);
      await signOut(page, name);
      const response = await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie: `Authorization=${cookie}` } });
      expect(response.status).toBe(401);
      expect((await fetchMe(page)).status).toBe(401);
    });
  });

  test('a wrong password shows a clear message and no session', async () => {
    await withPage(browser(), 'wrong-password', async (page) => {
      await page.goto('/login');
      await submitCredentials(page, 'gvcn', 'not-the-password');
      const form = loginForm(page);
      await form.alert.waitFor({ state: 'visible' });
      expect(await form.alert.textContent()).toContain('Tên đăng nhập hoặc mật khẩu không đúng.');
      expect((await page.context().cookies()).some((c) => c.name === 'Authorization')).toBe(false);
    });
  });

  test('the wrong-password message is in English for an English browser', async () => {
    await withPage(
      browser(),
      'wrong-password-en',
      async (page) => {
        await page.goto('/login');
        // The language chosen on the portal's login page is handed to the provider's page.
        await page.getByRole('button', { name: 'US' }).click();
        await submitCredentials(page, 'gvcn', 'not-the-password');
        const form = loginForm(page);
        await form.alert.waitFor({ state: 'visible' });
        expect(await form.alert.textContent()).toContain('Wrong username or password.');
      },
      { locale: 'en-US' },
    );
  });
});
