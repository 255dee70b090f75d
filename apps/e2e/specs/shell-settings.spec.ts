import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { chooseOption } from '../support/antd-select';
import { axeViolations } from '../support/axe';
import { contextOptions, useBrowser, withPage } from '../support/browser';
import { repoRoot } from '../support/portal-server';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

/**
 * Issue 3, "each settings option visibly applies": every option of the settings drawer is changed through the drawer
 * and checked by what the user sees (colours, where the menu is, sizes, positions after scrolling, classes on the page
 * container), plus the hash-form sign-in callbacks and the save notice in both languages.
 */
const browser = useBrowser();
const shellVi = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/vi/shell.json'), 'utf8')) as Record<
  string,
  string
>;
const shellEn = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/en/shell.json'), 'utf8')) as Record<
  string,
  string
>;
const routesVi = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales/vi/routes.json'), 'utf8')) as Record<
  string,
  string
>;
const label = (key: string): string => {
  const text = shellVi[key];
  if (!text) throw new Error(`missing shell key ${key}`);
  return text;
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminSession: StorageState;

/** One real sign-in for the file; every test then starts from a fresh context holding that session cookie. */
beforeAll(async () => {
  const context = await browser().newContext(contextOptions());
  try {
    const page = await context.newPage();
    await signIn(page, 'admin', { from: '/login?returnUrl=/home' });
    adminSession = await context.storageState();
  } finally {
    await context.close();
  }
});

const wide = { viewport: { width: 1600, height: 900 } } as const;

async function openShell(page: Page, at = '/home'): Promise<void> {
  await page.goto(at);
  await page.locator('.app-layout').waitFor();
  await page.locator('main .page-header').first().waitFor();
}

function settingsDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: label('settings.title') });
}

/** Opens the drawer from its header button, or from the account menu when the button is hidden. */
async function openSettings(page: Page): Promise<Locator> {
  const drawer = settingsDrawer(page);
  if (await drawer.isVisible()) return drawer;
  const handle = page.locator('.settings-handle');
  if (await handle.isVisible()) await handle.click();
  else {
    await page.locator('.header-account').click();
    await clickMenuItem(page, label('account.settings'));
  }
  await drawer.waitFor();
  // Its slide-in has ended (a click on a control still sliding in can be lost on a loaded machine).
  await page.locator('[class*="ant-drawer-panel-motion-"]').first().waitFor({ state: 'detached' });
  return drawer;
}

async function closeSettings(page: Page): Promise<void> {
  const drawer = settingsDrawer(page);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
}

async function setSwitch(page: Page, key: string, on: boolean): Promise<void> {
  const toggle = (await openSettings(page)).getByRole('switch', { name: label(key) });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
}

async function chooseSetting(page: Page, key: string, optionKey: string): Promise<void> {
  const drawer = await openSettings(page);
  await chooseOption(page, drawer.getByRole('combobox', { name: label(key) }), { option: label(optionKey) });
}

/** Client-side navigation, as a menu click does (the page is not reloaded); waits for the screen's title. */
async function navigate(page: Page, to: string, titleKey: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForURL(`**${to}`);
  await page
    .locator('main .page-header')
    .getByText(routesVi[titleKey] ?? titleKey, { exact: true })
    .first()
    .waitFor();
}

const cssOf = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Relative luminance of an `rgb(...)`/`rgba(...)` colour, 0 (black) … 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Hue in degrees of an `rgb(...)` or `#rrggbb` colour. */
function hue(color: string): number {
  const [r = 0, g = 0, b = 0] = color.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255)
    : (color.match(/[\d.]+/g) ?? []).map((c) => Number(c) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Adds height below the page so the window can scroll (the shell's own pages are short in the small demo school). */
async function makePageLong(page: Page): Promise<void> {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.className = 'e2e-spacer';
    spacer.style.height = '3000px';
    document.querySelector('div.app-main')?.append(spacer);
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

describe('the settings drawer: each option visibly applies', () => {
  it('theme mode dark / light / night changes the background of the layout', async () => {
    await withPage(
      browser(),
      'settings-theme-mode',
      async (page) => {
        await openShell(page);
        const layout = page.locator('.app-layout').first();
        const drawer = await openSettings(page);
        const header = page.locator('.app-header');
        const seen: Record<string, string> = {};
        const headers: Record<string, string> = {};
        let previous = await cssOf(layout, 'background-color');
        for (const mode of ['light', 'night', 'dark'] as const) {
          await drawer.getByText(label(`settings.mode.${mode}`), { exact: true }).click();
          await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
          await expect.poll(() => cssOf(layout, 'background-color')).not.toBe(previous);
          previous = await cssOf(layout, 'background-color');
          seen[mode] = previous;
          headers[mode] = await cssOf(header, 'background-color');
        }
        expect(luminance(seen.light ?? '')).toBeGreaterThan(0.8);
        expect(luminance(seen.dark ?? '')).toBeLessThan(0.05);
        expect(luminance(seen.night ?? '')).toBeLessThan(0.05);
        expect(new Set(Object.values(seen)).size).toBe(3);
        // The header follows: white on light, dark on dark and night.
        expect(luminance(headers.light ?? '')).toBeGreaterThan(0.9);
        expect(luminance(headers.dark ?? '')).toBeLessThan(0.05);
        expect(luminance(headers.night ?? '')).toBeLessThan(0.05);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('a theme colour preset changes the colour of primary buttons', async () => {
    await withPage(
      browser(),
      'settings-theme-color',
      async (page) => {
        await openShell(page);
        // The drawer's Save is a primary button. The dark algorithm shades the preset (blue #1677ff is drawn
        // #1668dc) and light mode darkens it for contrast, so the hue is compared.
        const drawer = await openSettings(page);
        const save = drawer.getByRole('button', { name: label('settings.save') });
        const blue = await cssOf(save, 'background-color');
        expect(hueDistance(hue(blue), hue('#1677ff'))).toBeLessThan(8);

        await drawer.getByRole('button', { name: label('settings.color.red') }).click();
        await expect
          .poll(async () => hueDistance(hue(await cssOf(save, 'background-color')), hue('#f5222d')))
          .toBeLessThan(8);
        expect(
          await drawer.getByRole('button', { name: label('settings.color.red') }).getAttribute('aria-pressed'),
        ).toBe('true');

        // Light mode draws the preset just dark enough for white text on it (WCAG AA 4.5:1).
        await drawer.getByText(label('settings.mode.light'), { exact: true }).click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        await drawer.getByRole('button', { name: label('settings.color.green') }).click();
        await expect
          .poll(async () => hueDistance(hue(await cssOf(save, 'background-color')), hue('#52c41a')))
          .toBeLessThan(8);
        const green = await cssOf(save, 'background-color');
        expect(1.05 / (luminance(green) + 0.05)).toBeGreaterThanOrEqual(4.5);
        expect(await cssOf(save, 'color')).toBe('rgb(255, 255, 255)');
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('layout side / head / mix moves the menu', async () => {
    await withPage(
      browser(),
      'settings-layout',
      async (page) => {
        await openShell(page, '/quanly/hehoc');
        const sider = page.locator('.app-sider');
        const headerMenu = page.locator('.app-header-menu');
        // side (default): the whole menu on the left, nothing in the header.
        await sider.getByText(routesVi.danhba ?? '', { exact: true }).waitFor();
        expect(await headerMenu.count()).toBe(0);

        await chooseSetting(page, 'settings.layout', 'settings.layout.head');
        await closeSettings(page);
        await headerMenu.locator('.ant-menu-horizontal').waitFor();
        expect(await sider.count()).toBe(0);
        await headerMenu
          .getByText(routesVi.home ?? '', { exact: true })
          .first()
          .waitFor();

        // mix: top-level entries in the header, the current group's screens on the left.
        await chooseSetting(page, 'settings.layout', 'settings.layout.mix');
        await closeSettings(page);
        await sider.getByText(routesVi['quanly.namhoc'] ?? '', { exact: true }).waitFor();
        expect(await sider.getByText(routesVi.danhba ?? '', { exact: true }).count()).toBe(0);
        await headerMenu
          .getByText(routesVi.home ?? '', { exact: true })
          .first()
          .waitFor();
        expect(await headerMenu.getByText(routesVi['quanly.namhoc'] ?? '', { exact: true }).count()).toBe(0);

        await chooseSetting(page, 'settings.layout', 'settings.layout.side');
        await closeSettings(page);
        await sider.getByText(routesVi.danhba ?? '', { exact: true }).waitFor();
        expect(await headerMenu.count()).toBe(0);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('content width fixed / fluid changes the maximum width of the content', async () => {
    await withPage(
      browser(),
      'settings-page-width',
      async (page) => {
        await openShell(page);
        const main = page.locator('div.app-main');
        const width = async () => (await main.boundingBox())?.width ?? 0;
        expect(await cssOf(main, 'max-width')).toBe('1200px');
        expect(await width()).toBeLessThanOrEqual(1200);
        await chooseSetting(page, 'settings.pageWidth', 'settings.pageWidth.fluid');
        await expect.poll(() => cssOf(main, 'max-width')).toBe('none');
        expect(await width()).toBeGreaterThan(1250);
        await chooseSetting(page, 'settings.pageWidth', 'settings.pageWidth.fixed');
        await expect.poll(width).toBeLessThanOrEqual(1200);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('fixed header keeps the header at the top of a scrolled page', async () => {
    await withPage(
      browser(),
      'settings-fixed-header',
      async (page) => {
        await openShell(page);
        const header = page.locator('.app-header');
        await makePageLong(page);
        await scrollTo(page, 800);
        expect(await topOf(header)).toBeLessThan(-60);

        await scrollTo(page, 0);
        await setSwitch(page, 'settings.fixedHeader', true);
        await closeSettings(page);
        await makePageLong(page);
        await scrollTo(page, 800);
        expect(Math.abs(await topOf(header))).toBeLessThan(1);
        // Still the visible element at the top of the window, above the content.
        const atTop = await page.evaluate(
          () => document.elementFromPoint(window.innerWidth / 2, 20)?.closest('.app-header') !== null,
        );
        expect(atTop).toBe(true);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('fixed sidebar keeps the side menu in view while the page scrolls', async () => {
    await withPage(
      browser(),
      'settings-fixed-sidebar',
      async (page) => {
        await openShell(page);
        const sider = page.locator('.app-sider');
        await makePageLong(page);
        await scrollTo(page, 800);
        // Default: fixed.
        expect(Math.abs(await topOf(sider))).toBeLessThan(1);
        expect(await page.locator('.app-sider nav').isVisible()).toBe(true);

        await scrollTo(page, 0);
        await setSwitch(page, 'settings.fixedSideBar', false);
        await closeSettings(page);
        await makePageLong(page);
        await scrollTo(page, 800);
        expect(await topOf(sider)).toBeLessThan(-700);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('week (colour-weak) mode puts a filter on the page', async () => {
    await withPage(
      browser(),
      'settings-week-mode',
      async (page) => {
        await openShell(page);
        const html = page.locator('html');
        expect(await cssOf(html, 'filter')).toBe('none');
        await setSwitch(page, 'settings.weekMode', true);
        await expect.poll(() => cssOf(html, 'filter')).toMatch(/^invert\(0?\.8\)$/);
        await setSwitch(page, 'settings.weekMode', false);
        await expect.poll(() => cssOf(html, 'filter')).toBe('none');
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('multi pages on shows the tab bar; off hides it and keeps one tab', async () => {
    await withPage(
      browser(),
      'settings-multi-page',
      async (page) => {
        await openShell(page);
        const tabsBar = page.getByTestId('tabs-bar');
        const tabs = () =>
          page.locator('.tab-label').evaluateAll((els) => els.map((e) => e.getAttribute('data-keypath')));
        expect(await tabsBar.count()).toBe(0);

        await setSwitch(page, 'settings.multiPage', true);
        await closeSettings(page);
        await tabsBar.waitFor();
        expect(await tabs()).toEqual(['/home']);
        await navigate(page, '/dashboard/workplace', 'workplace');
        await navigate(page, '/quanly/hehoc', 'quanly.hehoc');
        expect(await tabs()).toEqual(['/home', '/dashboard/workplace', '/quanly/hehoc']);
        // Keyboard: Delete on the focused tab closes it (the mouse uses the icon in the tab).
        await page.getByRole('tab', { name: routesVi.workplace }).focus();
        await page.keyboard.press('Delete');
        await expect.poll(tabs).toEqual(['/home', '/quanly/hehoc']);
        await page.locator('.tab-label[data-keypath="/dashboard/workplace"]').waitFor({ state: 'detached' });
        await navigate(page, '/dashboard/workplace', 'workplace');
        await page
          .locator('.tab-label[data-keypath="/dashboard/workplace"]')
          .locator('xpath=..')
          .locator('.tab-close')
          .click();
        await expect.poll(tabs).toEqual(['/home', '/quanly/hehoc']);
        await page.waitForURL('**/quanly/hehoc');

        await setSwitch(page, 'settings.multiPage', false);
        await closeSettings(page);
        await tabsBar.waitFor({ state: 'detached' });
        // The current screen stays; the others are gone: turning tabs back on shows only it.
        await page
          .locator('main .page-header')
          .getByText(routesVi['quanly.hehoc'] ?? '')
          .first()
          .waitFor();
        await setSwitch(page, 'settings.multiPage', true);
        await closeSettings(page);
        await tabsBar.waitFor();
        expect(await tabs()).toEqual(['/quanly/hehoc']);
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('hide settings drawer removes its trigger (the account menu still opens it)', async () => {
    await withPage(
      browser(),
      'settings-hide-setting',
      async (page) => {
        await openShell(page);
        const handle = page.locator('.settings-handle');
        await handle.waitFor();
        await setSwitch(page, 'settings.hideSetting', true);
        await closeSettings(page);
        expect(await handle.count()).toBe(0);
        // Saved and reloaded, it stays hidden; the drawer is still reachable from the account menu.
        await page.evaluate(() => localStorage.setItem('setting', JSON.stringify({ hideSetting: true })));
        await page.reload();
        await page.locator('main .page-header').first().waitFor();
        expect(await handle.count()).toBe(0);
        await setSwitch(page, 'settings.hideSetting', false);
        await closeSettings(page);
        await handle.waitFor();
      },
      { ...wide, storageState: adminSession },
    );
  });

  it('page-transition animation: off by default; effect and direction reach the page container', async () => {
    await withPage(
      browser(),
      'settings-animation',
      async (page) => {
        await openShell(page);
        // The element that holds the current screen, inside the content area.
        const look = () =>
          page
            .locator('div.app-main > div')
            .first()
            .evaluate((el) => ({
              className: el.className,
              animation: getComputedStyle(el).animationName,
            }));
        expect(await look()).toEqual({ className: '', animation: 'none' });

        await setSwitch(page, 'settings.animate.disabled', false);
        await expect.poll(look).toEqual({ className: 'page-enter page-bounce-left', animation: 'page-bounce-left' });
        // Effect and direction are only offered while animation is on.
        expect(
          await (await openSettings(page)).getByRole('combobox', { name: label('settings.animate.name') }).isEnabled(),
        ).toBe(true);

        await chooseSetting(page, 'settings.animate.name', 'settings.animate.name.slide');
        await chooseSetting(page, 'settings.animate.direction', 'settings.animate.direction.up');
        await closeSettings(page);
        await navigate(page, '/dashboard/workplace', 'workplace');
        await expect.poll(look).toEqual({ className: 'page-enter page-slide-up', animation: 'page-slide-up' });
        expect(
          await page
            .locator('div.app-main > div')
            .first()
            .evaluate((el) => getComputedStyle(el).animationDuration),
        ).toBe('0.3s');

        await setSwitch(page, 'settings.animate.disabled', true);
        await expect.poll(look).toEqual({ className: '', animation: 'none' });
      },
      { ...wide, storageState: adminSession, reducedMotion: 'no-preference' },
    );
  });

  it("save shows 'Saving to local, please wait...' in US and its VN twin", async () => {
    expect(shellEn['settings.saving']).toBe('Saving to local, please wait...');
    await withPage(
      browser(),
      'settings-save-notice',
      async (page) => {
        await openShell(page);
        let drawer = await openSettings(page);
        await drawer.getByRole('button', { name: label('settings.save') }).click();
        await page.getByText(label('settings.saving'), { exact: true }).waitFor();
        await closeSettings(page);

        await page.getByText('US', { exact: true }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        await page.locator('.settings-handle').click();
        drawer = page.getByRole('dialog', { name: shellEn['settings.title'] });
        await drawer.waitFor();
        await drawer.getByRole('button', { name: shellEn['settings.save'] }).click();
        await page.getByText('Saving to local, please wait...', { exact: true }).waitFor();
      },
      { ...wide, storageState: adminSession },
    );
  });
});

describe('the tab bar and page header are accessible', () => {
  it('has no moderate, serious or critical axe violations with closable tabs and a breadcrumb, in every theme', async () => {
    for (const mode of ['dark', 'light', 'night'] as const) {
      await withPage(
        browser(),
        `axe-tabs-${mode}`,
        async (page) => {
          await page.goto('/login');
          await page.evaluate(
            (m) => localStorage.setItem('setting', JSON.stringify({ theme: { mode: m }, multiPage: true })),
            mode,
          );
          await openShell(page, '/dashboard/workplace');
          await navigate(page, '/quanly/hehoc', 'quanly.hehoc');
          await page.locator('.tab-close').first().waitFor();
          // Only the shell's parts, held to "moderate" too: the screens' own content is checked by their specs.
          const violations = await axeViolations(page, ['.tabs-bar', '.app-header', '.app-sider', '.page-header']);
          expect(violations).toEqual([]);
        },
        { ...wide, storageState: adminSession, bypassCSP: true },
      );
    }
  });
});

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
