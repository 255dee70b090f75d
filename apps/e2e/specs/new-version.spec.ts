import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser, withPage } from '../support/browser';
import { signIn } from '../support/sign-in';

const browser = useBrowser();

/** The academic years page's chunk (its file name starts with the page's module name; the hash varies per build). */
const PAGE_CHUNK = /\/assets\/nam-hoc-page-[^/]+\.js$/;

/**
 * A redeploy as the browser sees it: the chunk of a page not visited yet answers 404 (the server now has another
 * build), until `gone` says otherwise. Counts the document loads of the tab (the sign-in's are over by then).
 */
async function simulateRedeploy(page: Page, gone: () => boolean) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route(PAGE_CHUNK, (route: Route) =>
    gone() ? route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }) : route.continue(),
  );
  return { loads: () => loads };
}

/** A client-side navigation, as a menu click does it (no document load): the router follows popstate. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('after a redeploy, a page whose chunk is gone', () => {
  test('reloads once into the new version and says so, instead of "check your connection"', async () => {
    await withPage(browser(), 'new-version-reload', async (page) => {
      await signIn(page, 'admin');
      let gone = true;
      const tab = await simulateRedeploy(page, () => gone);
      // The reload (a document request; the client-side navigation makes none) brings the new version.
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
      });
      await openInApp(page, '/quanly/namhoc');
      await page.getByText('Cổng thông tin vừa được cập nhật phiên bản mới. Đang tải lại trang…').waitFor();
      await page.waitForEvent('load');
      // The note is a message of a few seconds, shown as the shell starts: looked for before the page's data, which
      // a busy machine can take longer than that to draw.
      await page.getByText('Cổng thông tin đã được cập nhật lên phiên bản mới.').waitFor();
      await page.locator('.ant-table').first().waitFor();
      expect(tab.loads()).toBe(1);
      expect(await page.getByText(/kiểm tra kết nối|120 giây/).count()).toBe(0);
    });
  });

  test('does not reload in a loop when the new version fails too, and says what happened', async () => {
    await withPage(browser(), 'new-version-no-loop', async (page) => {
      await signIn(page, 'admin');
      const tab = await simulateRedeploy(page, () => true);
      await openInApp(page, '/quanly/namhoc');
      await page.waitForEvent('load');
      await page.getByText(/vẫn chưa tải được sau khi tải lại/).waitFor();
      // Past the reload delay: still one reload.
      await page.waitForTimeout(3_000);
      expect(tab.loads()).toBe(1);
      await page.getByRole('button', { name: 'Tải lại' }).waitFor();
    });
  });
});
