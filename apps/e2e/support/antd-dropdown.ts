import type { Page } from 'playwright-core';

/**
 * Clicks an item of the open antd dropdown menu once its opening slide has ended: like a dialog's zoom-in
 * (`clickInDialog`), the menu still grows while it opens, and a click landing then on a loaded machine is lost.
 */
export async function clickMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  await page.locator('.ant-slide-up-appear, .ant-slide-up-enter').first().waitFor({ state: 'detached' });
  await item.click();
}
