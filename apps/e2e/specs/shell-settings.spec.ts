import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import {
  chooseSetting,
  closeSettings,
  cssOf,
  hue,
  hueDistance,
  label,
  luminance,
  makePageLong,
  navigate,
  openSettings,
  openShell,
  routesVi,
  scrollTo,
  setSwitch,
  shellEn,
  topOf,
  wide,
} from '../support/shell';
import { sessionOf } from '../support/sign-in';

/**
 * Issue 3, "each settings option visibly applies": every option of the settings drawer is changed through the drawer
 * and checked by what the user sees (colours, where the menu is, sizes, positions after scrolling, classes on the page
 * container), and the save notice in both languages. Every test starts from a fresh context holding admin's session.
 */
const browser = useBrowser();
const adminSession = sessionOf('admin');

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
        await page.waitForURL((url) => url.pathname.endsWith('/quanly/hehoc'));

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
