import { describe, expect, it } from 'vitest';
import { useBrowser, withPage } from '../support/browser';
import { DEMO_PASSWORD } from '../support/sign-in';

/** Old links of the hash router to the sign-in callbacks still work (they go through the real sign-in). */
const browser = useBrowser();

describe('hash-form callbacks (old links of the hash router)', () => {
  it('/#/signout-callback ends on /login', async () => {
    await withPage(browser(), 'hash-signout-callback', async (page) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.goto('/#/signout-callback');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).hash).toBe('');
      await page
        .getByRole('button', { name: /Đăng nhập/ })
        .or(page.locator('input[name="username"]'))
        .first()
        .waitFor();
    });
  });

  it('/#/signin-callback?code&state completes sign-in through the path form', async () => {
    await withPage(browser(), 'hash-signin-callback', async (page) => {
      // Run the flow up to the provider's answer, then replay that answer as an old hash-router link.
      await page.goto('/api/auth/login?returnUrl=/dashboard/workplace');
      const form = page.locator('form[method="post"]');
      await form.locator('input[name="username"]').waitFor();
      const action = new URL((await form.getAttribute('action')) ?? '', page.url()).toString();
      let response = await page.request.post(action, {
        form: { lang: 'vi', username: 'giaovien', password: DEMO_PASSWORD },
        maxRedirects: 0,
      });
      let callback: URL | null = null;
      for (let hop = 0; hop < 10 && !callback; hop++) {
        const location = response.headers().location;
        if (!location) throw new Error(`sign-in stopped at ${response.url()} (${response.status()})`);
        const next = new URL(location, response.url());
        if (next.pathname === '/signin-callback') callback = next;
        else response = await page.request.get(next.toString(), { maxRedirects: 0 });
      }
      if (!callback) throw new Error('the provider never redirected to /signin-callback');
      expect(callback.searchParams.get('code')).toBeTruthy();

      const callbackRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/signin-callback') callbackRequests.push(url.search);
      });
      await page.goto(`/#/signin-callback${callback.search}`);
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      expect(callbackRequests).toEqual([callback.search]);
      await page.locator('.header-account-name').getByText('Nguyễn Văn An').waitFor();
    });
  });

  it('/#/signin-callback without an answer shows the server page with a restart link', async () => {
    await withPage(browser(), 'hash-signin-callback-bare', async (page) => {
      await page.goto('/#/signin-callback');
      await page.waitForURL((url) => url.pathname === '/signin-callback');
      await page.getByRole('link', { name: /Đăng nhập lại|Sign in again/ }).waitFor();
    });
  });
});
