import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 31, keyboard: the focus is visible in both themes, and a form dialog keeps the focus inside while open and
 * gives it back to the button that opened it.
 */
const browser = useBrowser();

/** What marks the focused element: its outline or its focus ring (box-shadow), as drawn. */
async function focusMark(page: Page): Promise<{ tag: string; outline: string; shadow: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', outline: 'none', shadow: 'none' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : style.outlineColor;
    return { tag: `${el.tagName}.${el.className}`, outline, shadow: style.boxShadow };
  });
}

/** Tabs until the focus is on the main area's first button (the screen's "add" button). */
async function tabToMainButton(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('main .ant-btn-primary'))) return;
  }
  throw new Error('Tab never reached the screen’s primary button');
}

describe('keyboard', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`${mode}: the focus is visible; the form dialog holds the focus and gives it back`, async () => {
      await withPage(
        browser(),
        `keyboard-${mode}`,
        async (page) => {
          await page.addInitScript(
            (m) => localStorage.setItem('setting', JSON.stringify({ theme: { mode: m } })),
            mode,
          );
          await openSignedIn(page, 'admin', '/quanly/hehoc');
          await page.locator('main .ant-btn-primary').first().waitFor();
          await tabToMainButton(page);
          const mark = await focusMark(page);
          expect(mark.outline !== 'none' || mark.shadow !== 'none', JSON.stringify(mark)).toBe(true);

          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog').last();
          await dialog.waitFor();
          await page.waitForFunction(
            () => !!document.activeElement?.closest('[role="dialog"], .ant-drawer, .ant-modal'),
          );
          for (let i = 0; i < 25; i++) {
            await page.keyboard.press('Tab');
            // Past the dialog's last control the browser's own UI takes the focus (the document's body here); the next
            // Tab comes back into the dialog, never to the page behind it.
            const inside = await page.evaluate(
              () =>
                document.activeElement === document.body ||
                !!document.activeElement?.closest('[role="dialog"], .ant-drawer, .ant-modal'),
            );
            const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
            expect(inside, `Tab ${i + 1} left the dialog: ${where}`).toBe(true);
          }
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await page.waitForFunction(() => !!document.activeElement?.closest('main .ant-btn-primary'));
        },
        { viewport: { width: 1440, height: 900 } },
      );
    });
  }
});
