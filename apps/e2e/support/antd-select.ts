import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an option of an antd Select and confirms that it took: the select's shown value must become the option's
 * text. The pick is retried (three tries) when the dropdown's opening animation or a re-render of the options
 * swallowed the click — the flake every spec met on a loaded 2-core machine — or when the option does not show
 * (the screen chose its first option meanwhile, and the list closed or lost the search).
 * - `option`: the option's whole label (string) or a pattern; omitted = the first option.
 * - `search`: typed first, for selects with search (virtual lists render far options only once searched).
 * Returns the chosen option's text.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  { option, search }: { option?: string | RegExp; search?: string } = {},
): Promise<string> {
  // The select around this combobox (an XPath from the combobox itself: `filter({ has })` would resolve a chained
  // locator relative to the candidate and never match).
  const container = combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const pattern = typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option;
  for (let attempt = 1; ; attempt++) {
    // Open this select's list unless a swallowed click left it open (Escape would close a surrounding drawer). The
    // search is typed on every try: a screen that sets its first choice while the list opens clears what was typed.
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    if (search !== undefined) await combobox.fill(search);
    // Its own list: the dropdown holding the listbox the combobox controls, else the newest open dropdown.
    const listId = await combobox.getAttribute('aria-controls');
    const dropdown = listId
      ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) })
      : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    const options = dropdown.locator('.ant-select-item-option');
    const target = (pattern ? options.filter({ hasText: pattern }) : options).first();
    try {
      await target.waitFor({ timeout: attempt < 3 ? 7_000 : undefined });
    } catch (error) {
      if (attempt === 3) throw error;
      continue;
    }
    const text = ((await target.textContent()) ?? '').trim();
    await target.click();
    try {
      // The chosen label is rendered inside the select (antd 6 has no stable class name for it).
      await container.getByText(text).first().waitFor({ timeout: 3_000 });
      return text;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
