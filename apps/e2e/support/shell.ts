import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickMenuItem } from './antd-dropdown';
import { chooseOption } from './antd-select';
import { repoRoot } from './portal-server';

/** Helpers of the shell specs (settings drawer, navigation, colours), with the shell's texts from the catalogues. */
export const shellVi = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/src/locales/vi/shell.json'), 'utf8'),
) as Record<string, string>;
export const shellEn = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/src/locales/en/shell.json'), 'utf8'),
) as Record<string, string>;
export const routesVi = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/src/locales/vi/routes.json'), 'utf8'),
) as Record<string, string>;
export const label = (key: string): string => {
  const text = shellVi[key];
  if (!text) throw new Error(`missing shell key ${key}`);
  return text;
};

export const wide = { viewport: { width: 1600, height: 900 } } as const;

export async function openShell(page: Page, at = '/home'): Promise<void> {
  await page.goto(at);
  await page.locator('.app-layout').waitFor();
  await page.locator('main .page-header').first().waitFor();
}

export function settingsDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: label('settings.title') });
}

/** Opens the drawer from its header button, or from the account menu when the button is hidden. */
export async function openSettings(page: Page): Promise<Locator> {
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

export async function closeSettings(page: Page): Promise<void> {
  const drawer = settingsDrawer(page);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
}

export async function setSwitch(page: Page, key: string, on: boolean): Promise<void> {
  const toggle = (await openSettings(page)).getByRole('switch', { name: label(key) });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
}

export async function chooseSetting(page: Page, key: string, optionKey: string): Promise<void> {
  const drawer = await openSettings(page);
  await chooseOption(page, drawer.getByRole('combobox', { name: label(key) }), { option: label(optionKey) });
}

/** Client-side navigation, as a menu click does (the page is not reloaded); waits for the screen's title. */
export async function navigate(page: Page, to: string, titleKey: string): Promise<void> {
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

export const cssOf = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Relative luminance of an `rgb(...)`/`rgba(...)` colour, 0 (black) … 1 (white). */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Hue in degrees of an `rgb(...)` or `#rrggbb` colour. */
export function hue(color: string): number {
  const [r = 0, g = 0, b = 0] = color.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255)
    : (color.match(/[\d.]+/g) ?? []).map((c) => Number(c) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

export const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Adds height below the page so the window can scroll (the shell's own pages are short in the small demo school). */
export async function makePageLong(page: Page): Promise<void> {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.className = 'e2e-spacer';
    spacer.style.height = '3000px';
    document.querySelector('div.app-main')?.append(spacer);
  });
}

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

export const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);
