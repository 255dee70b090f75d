import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an option of an antd Select and confirms that it took: the select's shown value must become the option's
 * text. The pick is retried (three tries) when the dropdown's opening animation or a re-render of the options
 * swallowed the click — the flake every spec met on a loaded 2-core machine.
 * - `option`: the option's whole label (string) or a pattern; omitted = the first option.
 * - `search`: typed first, for selects with search (virtual lists render far options only once searched).
 * Returns the chosen option's text.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  { option, search }: { option?: string | RegExp; search?: string } = {},
): Promise<string> {
  const shown = page.locator('.ant-select').filter({ has: combobox }).locator('.ant-select-selection-item');
  const pattern = typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option;
  for (let attempt = 1; ; attempt++) {
    await combobox.click();
    if (search !== undefined) await combobox.fill(search);
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const target = (pattern ? options.filter({ hasText: pattern }) : options).first();
    await target.waitFor();
    const text = ((await target.textContent()) ?? '').trim();
    await target.click();
    try {
      await shown.filter({ hasText: text }).first().waitFor({ timeout: 3_000 });
      return text;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
