import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();

/** Types into a searchable select and answers the texts of the options it then lists. */
async function searchOptions(page: Page, combobox: Locator, typed: string): Promise<string[]> {
  await combobox.click();
  await combobox.fill(typed);
  const listId = await combobox.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const options = dropdown.locator('.ant-select-item-option');
  await options
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  return (await options.allTextContents()).map((text) => text.trim());
}

describe('everyday polish that every screen inherits', () => {
  it('pickers find "Toán" from "toan" (subject classes, departments)', async () => {
    await withPage(browser(), 'polish-picker-accents', async (page) => {
      await openSignedIn(page, 'admin', '/quanly/hocSinhChuyenLopMonHoc');
      const classes = await searchOptions(page, page.getByRole('combobox', { name: 'Lớp môn học hiện tại' }), 'toan');
      expect(classes.length).toBeGreaterThan(0);
      expect(classes.every((text) => /Toán/.test(text))).toBe(true);

      await page.goto('/danhba/nhanvien');
      const departments = await searchOptions(page, page.getByRole('combobox', { name: 'Phòng ban' }), 'to toan');
      expect(departments).toContain('Tổ Toán');
    });
  });

  it('the chosen past year survives a reload, travels in the address and is flagged', async () => {
    await withPage(browser(), 'polish-year-reload', async (page) => {
      await openSignedIn(page, 'admin', '/quanly/hocsinh');
      const year = page.getByRole('combobox', { name: 'Năm học' });
      await chooseOption(page, year, { option: '2025-2026' });
      await page.waitForURL(/[?&]namHoc=\d+/);
      const banner = page.getByRole('status').filter({ hasText: 'không phải năm học hiện tại' });
      await banner.waitFor();

      await page.reload();
      await banner.waitFor();
      const header = page.locator('.app-header .ant-select').filter({ has: year });
      await header.getByText('2025-2026').first().waitFor();
      expect(new URL(page.url()).searchParams.get('namHoc')).not.toBeNull();

      // A link with the year opens that year, even in a fresh tab of the browser.
      const link = page.url();
      const other = await page.context().newPage();
      await other.goto(link);
      await other.getByRole('status').filter({ hasText: 'không phải năm học hiện tại' }).waitFor();
      await other.close();

      await banner.getByRole('button', { name: 'Về năm học hiện tại' }).click();
      await banner.waitFor({ state: 'detached' });
      await header
        .getByText(/2026-2027/)
        .first()
        .waitFor();
    });
  });

  it('the leave form refuses an end before the start in the browser, at the field, without a pop-up', async () => {
    await withPage(browser(), 'polish-leave-dates', async (page) => {
      await openSignedIn(page, 'giaovien', '/yeucaudexuat/donnghiphep');
      // Every leave request the form sends is recorded and refused here, so this test leaves no request behind.
      const sent: string[] = [];
      await page.route('**/api/DonNghiPhep', (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        sent.push(route.request().postData() ?? '');
        return route.abort();
      });
      await page.getByRole('button', { name: 'Tạo đơn nghỉ phép' }).click();
      await chooseOption(page, page.getByRole('dialog').getByLabel('Loại nghỉ'), { option: /Nghỉ phép năm/ });
      // The dates come before the reason: the rule speaks while the form is still half filled.
      await page.getByLabel('Từ ngày').fill('16/03/2027');
      await page.getByLabel('Từ ngày').press('Enter');
      await page.getByLabel('Đến ngày').fill('15/03/2027');
      await page.getByLabel('Đến ngày').press('Enter');
      const endField = page.locator('.ant-form-item').filter({ has: page.getByLabel('Đến ngày') });
      const fieldError = endField.locator('.ant-form-item-explain-error', {
        hasText: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
      });
      await fieldError.waitFor();
      await page.getByLabel('Lý do').fill('Việc gia đình');
      await page.getByRole('button', { name: 'Lưu' }).click();
      // Save checks the whole form again: the message stays at its field, where the user corrects it.
      await endField.locator('.ant-form-item-explain-error').first().waitFor();
      expect(await fieldError.isVisible()).toBe(true);
      expect(await page.locator('.ant-message').getByText('Yêu cầu thất bại.').count()).toBe(0);

      // Corrected, the form sends — and that is the first request it sent.
      await page.getByLabel('Đến ngày').fill('17/03/2027');
      await page.getByLabel('Đến ngày').press('Enter');
      await fieldError.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Lưu' }).click();
      // The route handler records the body after the browser's request event: wait for the record itself.
      await expect.poll(() => sent.length).toBeGreaterThan(0);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ tuNgay: '2027-03-16', denNgay: '2027-03-17' });
      // Placeholders ask for the date, not for "a moment".
      expect(await page.getByPlaceholder('Chọn thời điểm').count()).toBe(0);
    });
  });

  it('at 375 px "Đơn của tôi" shows cards and the page never scrolls sideways', async () => {
    await withPage(
      browser(),
      'polish-phone-cards',
      async (page) => {
        await openSignedIn(page, 'giaovien', '/yeucaudexuat/donnghiphep');
        await page.getByRole('tab', { name: 'Đơn của tôi' }).waitFor();
        await page.locator('.data-cards [role="listitem"]').first().waitFor();
        expect(await page.locator('.ant-table').count()).toBe(0);
        // Days through the Vietnamese number format, with the same decimals down the column: "2,0" beside "0,5".
        const days = await page
          .locator('.data-card-field')
          .filter({ has: page.getByText('Số ngày', { exact: true }) })
          .locator('dd')
          .allTextContents();
        expect(days).toContain('0,5');
        expect(days.every((d) => /^\d+,\d$/.test(d.trim()))).toBe(true);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // On a phone the settings open from the account menu: nothing of the shell floats over the page but the chatbot.
        expect(await page.locator('.settings-handle').count()).toBe(0);
        // The chatbot keeps its floating button at the bottom right (spec §2) …
        const floating = page.locator('.chat-bot-float');
        await floating.waitFor();
        const button = await floating.boundingBox();
        expect(button).not.toBeNull();
        if (!button) return;
        expect(button.x + button.width).toBeGreaterThan(375 - 48);
        expect(button.y + button.height).toBeGreaterThan(812 - 48);
        // … and the page reserves room below the content: scrolled to the end, the last card is out from under it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
        );
        const last = await page.locator('.data-cards [role="listitem"]').last().boundingBox();
        expect(last).not.toBeNull();
        if (!last) return;
        // Side by side or not, the card ends above the button with a margin to spare …
        const sideBySide = last.x < button.x + button.width && button.x < last.x + last.width;
        if (sideBySide)
          expect(last.y + last.height + 8, JSON.stringify({ last, button })).toBeLessThanOrEqual(button.y);
        // … and so does everything of the page under it (the pagination row): the content reserves room below itself.
        const content = await page.locator('.app-main').boundingBox();
        expect(content).not.toBeNull();
        if (content)
          expect(content.y + content.height + 8, JSON.stringify({ content, button })).toBeLessThanOrEqual(button.y);
      },
      { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    );
  });

  it('at 1440 px the approver sees whole action buttons: "Không đồng ý huỷ" is not clipped', async () => {
    await withPage(
      browser(),
      'polish-actions-1440',
      async (page) => {
        await openSignedIn(page, 'totruong', '/yeucaudexuat/donnghiphep?tab=queue');
        // The demo school's colleague asked to cancel an approved leave of 14–15/12/2026.
        const row = page.getByRole('row', { name: /14\/12\/2026/ });
        const refuse = row.getByRole('button', { name: 'Không đồng ý huỷ' });
        await refuse.waitFor();
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        // Each button of the row is reachable at both of its ends: nothing cuts or covers it.
        for (const button of await row.locator('td:last-child button').all()) {
          const whole = await button.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const y = box.top + box.height / 2;
            const ends = [box.left + 2, box.right - 2].map((x) => document.elementFromPoint(x, y));
            return box.right <= window.innerWidth && ends.every((hit) => hit !== null && el.contains(hit));
          });
          expect(whole, (await button.textContent()) ?? undefined).toBe(true);
        }
      },
      { viewport: { width: 1440, height: 900 } },
    );
  });
});
