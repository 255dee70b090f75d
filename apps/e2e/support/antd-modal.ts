import type { Page } from 'playwright-core';

/**
 * Clicks a button of the open antd dialog (the newest one: a confirmation opened from a drawer sits above it) once its
 * opening animation has ended. The dialog zooms in from the point
 * that opened it; on a loaded machine a click can land while it still grows, the button moves between mouse down
 * and up, and the browser fires no click (the confirmation then stays open and the spec waits in vain).
 */
export async function clickInDialog(page: Page, name: string, options: { exact?: boolean } = {}): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await page.locator('.ant-zoom-appear, .ant-zoom-enter').first().waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name, exact: options.exact }).click();
}
