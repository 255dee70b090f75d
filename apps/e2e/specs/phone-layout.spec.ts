import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMenuItem } from '../support/antd-dropdown';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 24 point 11, at 375 px: the header's year selector neither covers the logo nor cuts the year, and the
 * chatbot's button never covers the page (it sits in a bar of its own that the page scrolls behind).
 */
const browser = useBrowser();
const phone = { viewport: { width: 375, height: 740 } } as const;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('375 px', () => {
  it('the header shows the whole logo and the whole year for admin (the fullest header); the language moves to the account menu', async () => {
    await withPage(
      browser(),
      'phone-header',
      async (page) => {
        await openSignedIn(page, 'admin', '/home');
        const logo = await boxOf(page, '.app-header .app-logo-mark');
        const year = await boxOf(page, '.app-header .ant-select');
        expect(logo.width).toBeGreaterThanOrEqual(35);
        expect(overlap(logo, year), JSON.stringify({ logo, year })).toBe(false);
        // The year's text is not cut: its box holds all of it.
        const cut = await page
          .locator('.app-header .ant-select')
          .first()
          .evaluate((select) =>
            [...select.querySelectorAll<HTMLElement>('*')].some(
              (el) => el.children.length === 0 && el.scrollWidth > el.clientWidth + 1,
            ),
          );
        expect(cut).toBe(false);
        await expect.poll(() => page.locator('.app-header').textContent()).toMatch(/\d{4}-\d{4}/);
        const header = await boxOf(page, '.app-header');
        const account = await boxOf(page, '.header-account');
        expect(account.x + account.width).toBeLessThanOrEqual(header.x + header.width);

        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await clickMenuItem(page, 'English');
        await page.getByRole('button', { name: 'Open the menu' }).waitFor();
      },
      phone,
    );
  });

  it('the chatbot button sits in its own bar: the gradebook scrolls behind it, its comment icons scroll clear', async () => {
    await withPage(
      browser(),
      'phone-chatbot-dock',
      async (page) => {
        await openSignedIn(page, 'giaovien', '/chuyenmon/sodiemnhanxet');
        await page.locator('table tbody tr').first().waitFor();
        const dock = await boxOf(page, '.chat-bot-dock');
        const button = await boxOf(page, '.chat-bot-float');
        expect(dock.y + dock.height).toBeGreaterThanOrEqual(740 - 1);
        expect(button.y).toBeGreaterThanOrEqual(dock.y);
        // Whatever lies just left of the button is the bar, not a cell of the page.
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('.chat-bot-dock, main')?.className ?? '',
          { x: button.x - 8, y: button.y + button.height / 2 },
        );
        expect(hit).toContain('chat-bot-dock');
        // Scrolled to the end, the last comment icon is above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const comment = await page.locator('table tbody tr').last().locator('button').last().boundingBox();
        expect(comment).not.toBeNull();
        if (comment) expect(comment.y + comment.height).toBeLessThanOrEqual(dock.y);
      },
      phone,
    );
  });
});
