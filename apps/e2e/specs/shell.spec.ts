import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMenu, type MenuEntry } from '@hpl/shared/routes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { clickInDialog } from '../support/antd-modal';
import { axeViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { repoRoot } from '../support/portal-server';
import { DEMO_ACCOUNTS, openSignedIn, signIn } from '../support/sign-in';

const browser = useBrowser();
const routesVi = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/vi/routes.json'), 'utf8')) as Record<
  string,
  string
>;
const routesEn = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/en/routes.json'), 'utf8')) as Record<
  string,
  string
>;

/** Top-level entries of the side menu as shown: the label, and whether it carries the "coming later" tag. */
async function readTopMenu(page: Page): Promise<{ label: string; comingLater: boolean }[]> {
  const nav = page.locator('.app-sider nav').first();
  await nav.waitFor();
  return nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.map((li) => {
      // The first label of an entry is its own; a group's children follow it.
      const own = li.querySelector('.menu-label');
      return {
        label: own?.querySelector('.menu-label-text')?.textContent?.trim() ?? '',
        comingLater: own?.querySelector('.coming-later-tag') != null,
      };
    }),
  );
}

/** The screens that have a page (apps/web/src/app/route-components.tsx): the others are tagged "coming later". */
const builtScreens = new Set(
  [
    ...(readFileSync(path.join(repoRoot, 'apps/web/src/app/route-components.tsx'), 'utf8')
      .split('export const bareComponents')[0]
      ?.matchAll(/^\s*'([^']+)': lazyPage\(/gm) ?? []),
  ].map((m) => m[1]),
);

/** The same rule as the web's menu (apps/web/src/app/shell/coming-later-tag.tsx). */
const isWorking = (entry: MenuEntry): boolean =>
  Boolean(entry.external) || (entry.children ? true : builtScreens.has(entry.fullPath));

async function setStoredSetting(page: Page, value: Record<string, unknown>) {
  await page.evaluate((v) => localStorage.setItem('setting', JSON.stringify(v)), value);
}

describe('the shell', () => {
  // One test per account: a failure names the account, and each stays well inside the test timeout.
  for (const username of ['admin', 'giaovien', 'hocsinh', 'tamly', 'thanhtra', 'baocao']) {
    it(`shows ${username} exactly its menu, screens not built yet tagged "coming later"`, async () => {
      const account = DEMO_ACCOUNTS.find((a) => a.username === username);
      if (!account) throw new Error(username);
      await withPage(browser(), `menu-${username}`, async (page) => {
        await openSignedIn(page, username, '/home');
        const expected = buildMenu({ roles: account.roles, permissions: account.permissions }).map((e) => ({
          label: routesVi[e.title],
          comingLater: !isWorking(e),
        }));
        expect(await readTopMenu(page)).toEqual(expected);
      });
    });
  }

  it('sends a forbidden deep link to /401 with the missing-permission warning', async () => {
    await withPage(browser(), 'forbidden-deep-link', async (page) => {
      await openSignedIn(page, 'giaovien', '/home');
      await page.goto('/quanly/namhoc');
      await page.waitForURL((url) => url.pathname.endsWith('/401'));
      await page.getByText('Bạn không có quyền truy cập trang này.').first().waitFor();
    });
  });

  it('a first visit asks to sign in without "expired"; a session that really ended says so', async () => {
    await withPage(browser(), 'expired-session', async (page, context) => {
      const expired = page.getByRole('alert').filter({ hasText: 'Đăng nhập hết hạn, vui lòng đăng nhập lại.' });
      await page.goto('/dashboard/workplace');
      await page.waitForURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/dashboard/workplace');
      await page.getByRole('button', { name: 'Đăng nhập' }).or(page.getByLabel('Tên đăng nhập')).first().waitFor();
      expect(await expired.count()).toBe(0);
      await signIn(page, 'giaovien', { from: null });
      await page.waitForURL((url) => url.pathname.endsWith('/dashboard/workplace'));
      // The address changes before /api/auth/me answers: wait until the shell has remembered the user, or the ended
      // session below would look like a first visit.
      await page.waitForFunction(() => localStorage.getItem('user') !== null);
      // The session ends (cookie gone) while the browser still remembers the user.
      await context.clearCookies();
      await page.goto('/home');
      await page.waitForURL(/\/login\?/);
      await expired.waitFor();
    });
  });

  it('switches language for menu, page title and antd, and keeps it after a reload', async () => {
    await withPage(browser(), 'language-switch', async (page) => {
      await openSignedIn(page, 'giaovien', '/dashboard/workplace');
      await page.waitForURL((url) => url.pathname.endsWith('/dashboard/workplace'));
      await page.waitForFunction((title) => document.title === title, `HPL Portal - ${routesVi.workplace}`);
      await page.getByText('US', { exact: true }).click();
      await page.waitForFunction((title) => document.title === title, `HPL Portal - ${routesEn.workplace}`);
      expect((await readTopMenu(page))[0]?.label).toBe(routesEn.home);
      // antd speaks the language too: the year selector's empty search text and the date come from its locale.
      await page.getByText('Good', { exact: false }).first().waitFor();
      await page.reload();
      await page.waitForFunction((title) => document.title === title, `HPL Portal - ${routesEn.workplace}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('setting'))) ?? '{}')).toEqual({ lang: 'en' });
    });
  });

  it('applies settings, stores only differences and resets', async () => {
    await withPage(browser(), 'settings', async (page) => {
      await openSignedIn(page, 'admin', '/home');
      await page.getByRole('button', { name: 'Cài đặt giao diện' }).first().click();
      await page.getByText('Sáng', { exact: true }).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await page.getByRole('button', { name: /Lưu/ }).last().click();
      await page.getByText('Đang lưu vào máy, vui lòng đợi...').waitFor();
      await page.waitForFunction(() => localStorage.getItem('setting') !== null);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('setting'))) ?? '')).toEqual({
        theme: { mode: 'light' },
      });
      await page
        .getByRole('button', { name: /Khôi phục mặc định/ })
        .first()
        .click();
      await Promise.all([page.waitForEvent('load'), clickInDialog(page, 'Khôi phục mặc định')]);
      expect(await page.evaluate(() => localStorage.getItem('setting'))).toBeNull();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    });
  });

  it('keeps tabs: right-click actions, last-tab warning, restore after reload', async () => {
    await withPage(browser(), 'tabs', async (page) => {
      await page.goto('/login');
      await setStoredSetting(page, { multiPage: true });
      await openSignedIn(page, 'admin', '/home');
      await page.locator('.tab-label[data-keypath="/home"]').waitFor();
      for (const p of ['/dashboard/workplace', '/quanly/hehoc', '/systems/releaseNotes']) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, p);
        await page.locator(`.tab-label[data-keypath="${p.toLowerCase()}"]`).waitFor();
      }
      const tabs = () =>
        page.locator('.tab-label').evaluateAll((els) => els.map((e) => e.getAttribute('data-keypath')));
      expect(await tabs()).toEqual(['/home', '/dashboard/workplace', '/quanly/hehoc', '/systems/releasenotes']);
      await page.locator('.tab-label[data-keypath="/quanly/hehoc"]').click({ button: 'right' });
      await clickMenuItem(page, 'Đóng các tab bên phải');
      expect(await tabs()).toEqual(['/home', '/dashboard/workplace', '/quanly/hehoc']);
      await page.reload();
      await page.locator('.tab-label').first().waitFor();
      expect(await tabs()).toEqual(['/home', '/dashboard/workplace', '/quanly/hehoc']);
      await page.locator('.tab-label[data-keypath="/quanly/hehoc"]').click({ button: 'right' });
      await clickMenuItem(page, 'Đóng các tab khác');
      // /home is not closable, so it stays with the clicked tab.
      expect(await tabs()).toEqual(['/home', '/quanly/hehoc']);

      // Refresh remounts the page after its loading pause.
      await page.locator('.tab-label[data-keypath="/quanly/hehoc"]').click({ button: 'right' });
      await clickMenuItem(page, 'Làm mới');
      await page.locator('main .page-header').getByText(routesVi['quanly.hehoc']).first().waitFor();

      // The lock fixes the tab bar and is remembered as a setting difference.
      await page.getByRole('button', { name: 'Cố định thanh tab' }).click();
      await page.locator('.tabs-bar-fixed').waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('setting'))) ?? '')).toEqual({
        multiPage: true,
        fixedTabs: true,
      });
    });
  });

  it('refuses to close the last tab with a warning', async () => {
    await withPage(browser(), 'last-tab', async (page) => {
      await page.goto('/login');
      await setStoredSetting(page, { multiPage: true });
      await openSignedIn(page, 'admin', '/quanly/hehoc');
      await page.locator('.tab-label[data-keypath="/quanly/hehoc"]').waitFor();
      expect(await page.locator('.tab-label').count()).toBe(1);
      await page.locator('.tab-close').first().click();
      await page.getByText('Không thể đóng tab cuối cùng.').waitFor();
      expect(await page.locator('.tab-label').count()).toBe(1);
    });
  });

  it('is usable 375px wide: the menu opens in a drawer', async () => {
    await withPage(
      browser(),
      'mobile-375',
      async (page) => {
        await openSignedIn(page, 'giaovien', '/dashboard/workplace');
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.locator('.ant-drawer nav').getByText(routesVi.danhba).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { viewport: { width: 375, height: 740 } },
    );
  });

  it('has no serious or critical axe violations in dark and light, and takes the README screenshots', async () => {
    for (const [mode, lang] of [
      ['dark', 'vi'],
      ['light', 'vi'],
      ['night', 'en'],
      ['dark', 'en'],
    ] as const) {
      await withPage(
        browser(),
        `axe-${mode}-${lang}`,
        async (page) => {
          await page.goto('/login');
          await setStoredSetting(page, { theme: { mode }, lang, multiPage: true });
          await openSignedIn(page, 'admin', '/dashboard/workplace');
          await page.waitForURL((url) => url.pathname.endsWith('/dashboard/workplace'));
          await page.locator('.shortcut').first().waitFor();
          // Menus and cards fade in: scan and photograph the settled page, not a frame of an animation.
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
          );
          // The README's pictures are refreshed on purpose only (UPDATE_SCREENSHOTS=1), never as a side effect of CI.
          if (process.env.UPDATE_SCREENSHOTS === '1') {
            await page.screenshot({
              path: path.join(repoRoot, `docs/screenshots/shell-${mode}-${lang === 'vi' ? 'vn' : 'us'}.png`),
            });
          }
          const violations = await axeViolations(page);
          expect(violations).toEqual([]);
        },
        { viewport: { width: 1366, height: 820 }, bypassCSP: true },
      );
    }
  });
});
