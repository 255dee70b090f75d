import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/src/demo/school-data';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/src/demo/school-data';

const SIGN_IN = /^\s*(Đăng nhập|Sign in)\s*$/i;

/** The bundled provider's login form (labels from apps/server/src/modules/auth/auth-pages-texts.ts). */
export function loginForm(page: Page) {
  return {
    // A text field, not any element of that name: the portal's own screens name things "Tên đăng nhập" too (the
    // accounts list's column), and a drawn accounts screen must not pass for the sign-in form.
    username: page
      .getByRole('textbox', { name: /^(Tên đăng nhập|Username)$/i })
      .or(page.locator('input[name="username"]'))
      .first(),
    password: page
      .getByLabel(/^(Mật khẩu|Password)$/i)
      .or(page.locator('input[name="password"]'))
      .first(),
    submit: page.locator('form button[type="submit"]').first(),
    alert: page.getByRole('alert').first(),
  };
}

/**
 * Gets from the portal's /login page (or wherever the browser was sent) to the provider's login form: the web page
 * either redirects by itself or offers a sign-in button.
 */
export async function openLoginForm(page: Page): Promise<ReturnType<typeof loginForm>> {
  const form = loginForm(page);
  const button = page
    .getByRole('button', { name: SIGN_IN })
    .or(page.getByRole('link', { name: SIGN_IN }))
    .first();
  await form.username.or(button).first().waitFor({ state: 'visible' });
  if (!(await form.username.isVisible())) {
    await button.click();
    await form.username.waitFor({ state: 'visible' });
  }
  return form;
}

/** Fills and submits the provider's login form. */
export async function submitCredentials(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const form = await openLoginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the real flow (portal /login → bundled provider's login page → /signin-callback) and waits
 * until the browser is back in the portal. `from` is where to start (default /login); null continues from the
 * current page (e.g. after a deep link sent the browser to /login).
 */
export async function signIn(
  page: Page,
  username: string,
  options: { password?: string; from?: string | null } = {},
): Promise<void> {
  const { password = DEMO_PASSWORD, from = '/login' } = options;
  if (from !== null) await page.goto(from);
  await submitCredentials(page, username, password);
  await waitUntilBackInPortal(page, username);
}

const AUTH_PATHS = /^\/(login|signin-callback|silent-callback|signout-callback|oidc|interaction|api)(\/|$)/;

/**
 * Waits until the browser has left the provider's pages and the callbacks: the login form is gone and the path is
 * a portal page. A message on the login form (wrong password, locked) fails at once with its text.
 */
export async function waitUntilBackInPortal(page: Page, username: string, timeoutMs = 30_000): Promise<void> {
  const form = loginForm(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { pathname } = new URL(page.url());
    const formShown = await form.username.isVisible().catch(() => true);
    if (!formShown && !AUTH_PATHS.test(pathname)) return;
    if (formShown && (await form.alert.isVisible().catch(() => false))) {
      throw new Error(`sign-in as ${username} refused: ${await form.alert.textContent()}`);
    }
    if (Date.now() > deadline)
      throw new Error(`sign-in as ${username} did not return to the portal (at ${page.url()})`);
    await page.waitForTimeout(200);
  }
}

/** Calls the API with the page's cookies (same browser context). */
export async function fetchMe(page: Page): Promise<{ status: number; body: { data?: { user: { hoTen: string } } } }> {
  const response = await page.request.get('/api/auth/me');
  return { status: response.status(), body: await response.json().catch(() => ({})) };
}

/** What a signed-in browser context holds (the httpOnly session cookie), as Playwright saves it. */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs every demo account in once, through the real flow, in contexts of `browser` (a few at a time), and returns
 * each account's saved session. The global setup does this once per run, so specs skip the provider's pages.
 */
export async function signInDemoAccounts(browser: Browser, url: string): Promise<Record<string, SessionState>> {
  const sessions: Record<string, SessionState> = {};
  const queue = DEMO_ACCOUNTS.map((a) => a.username);
  const worker = async () => {
    for (let username = queue.shift(); username; username = queue.shift()) {
      const context = await browser.newContext({ baseURL: url, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
      context.setDefaultTimeout(30_000);
      try {
        const page = await context.newPage();
        await signIn(page, username, { from: '/login?returnUrl=/home' });
        sessions[username] = await context.storageState();
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return sessions;
}

/** The session the global setup saved for a demo account (the real sign-in is tested by specs/sign-in.spec.ts). */
export function sessionOf(username: string): SessionState {
  const session = inject('sessions')[username];
  if (!session) throw new Error(`no saved session for ${username}: is it a demo account (DEMO_ACCOUNTS)?`);
  return session;
}

/**
 * Opens `at` signed in as `username`: the page's context takes a demo account's saved session cookie (no trip through
 * the provider's pages) and the browser goes straight to the screen; another account signs in for real. Waits until the screen has loaded what it asks
 * for first (no request in flight), as the real sign-in's round trip used to give it time to.
 */
export async function openSignedIn(page: Page, username: string, at = '/home'): Promise<void> {
  if (inject('sessions')[username]) {
    await page.context().addCookies(sessionOf(username).cookies);
    await page.goto(at);
  } else {
    // A generated account (a pupil, a staff member found through the API) has no saved session: the real sign-in.
    await signIn(page, username, { from: `/login?returnUrl=${encodeURIComponent(at)}` });
    if (new URL(page.url()).pathname !== at.split('?')[0]) await page.goto(at);
  }
  await waitUntilBackInPortal(page, username);
  await page.waitForLoadState('networkidle').catch(() => {});
}
