import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { resultsDir } from './portal-server';

/** Debian's Chromium; Playwright's own browser download does not work on these machines (stack notes). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The URL of the portal the global setup started for this run. */
export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * The worker's browser (spec files share their worker's modules: `isolate: false` in vitest.config.ts), launched by
 * the first spec file that needs it and again if it went away. Each test still works in contexts of its own; the
 * browser ends with the worker's process.
 */
let workerBrowser: Promise<Browser> | undefined;

/** The browser for a spec file's tests: the worker's, ready before its tests start. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!workerBrowser) workerBrowser = launchBrowser();
    browser = await workerBrowser;
    if (!browser.isConnected()) {
      workerBrowser = launchBrowser();
      browser = await workerBrowser;
    }
  });
  afterAll(async () => {
    // Whatever a failed test left open goes; the browser stays for the worker's next spec file.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => {})));
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call it at the top of a spec file)');
    return browser;
  };
}

const fileNameOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * A browser context as the school's users have it: Vietnamese, and the clock of Vietnam (the portal's "today", the
 * week shown, are the browser's; the school's server dates are Vietnam's too). The test processes run in that time
 * zone as well (vitest.config.ts), so dates a spec computes agree with both.
 */
export function contextOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  // Reduced motion, as a user may set it: antd opens drawers and menus at once (the portal follows the setting), so a
  // journey waits for what appears, not for animations (specs of the animations themselves ask for 'no-preference').
  return { baseURL: baseUrl(), locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', reducedMotion: 'reduce', ...options };
}

/**
 * Runs `fn` with a page in a fresh browser context (its own cookies), Vietnamese by default. On failure a full-page
 * screenshot goes to apps/e2e/test-results/<name>.png before the error is rethrown; the context is always closed.
 */
export async function withPage(
  browser: Browser,
  name: string,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext(contextOptions(options));
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  try {
    await fn(page, context);
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${fileNameOf(name)}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    throw Object.assign(error as Error, {
      message: `${(error as Error).message}\n(screenshot: ${file}; page: ${page.url()})`,
    });
  } finally {
    await context.close();
  }
}
