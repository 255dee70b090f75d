import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const PAGE = '/yeucaudexuat/donnghiphep';

/** The "Còn lại" (remaining) figure of the balance card. */
async function readRemaining(page: Page): Promise<number> {
  const card = page.getByTestId('leave-balance');
  await card.waitFor();
  const value = card.locator('.ant-statistic').first().locator('.ant-statistic-content-value');
  return Number(((await value.textContent()) ?? '').replace(',', '.'));
}

describe('leave requests', () => {
  it('giaovien files a request, totruong approves it, giaovien sees it approved and the balance reduced', async () => {
    let before = 0;
    await withPage(browser(), 'leave-file', async (page) => {
      await openSignedIn(page, 'giaovien', PAGE);
      before = await readRemaining(page);
      await page.getByRole('button', { name: 'Tạo đơn nghỉ phép' }).click();
      await chooseOption(page, page.getByRole('dialog').getByLabel('Loại nghỉ'), { option: /Nghỉ phép năm/ });
      await page.getByLabel('Từ ngày').fill('15/03/2027');
      await page.getByLabel('Từ ngày').press('Enter');
      await page.getByLabel('Đến ngày').fill('16/03/2027');
      await page.getByLabel('Đến ngày').press('Enter');
      await page.getByLabel('Lý do').fill('Đưa bố mẹ đi khám sức khoẻ');
      await page.getByText('Số ngày làm việc: 2').waitFor();
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('row', { name: /15\/03\/2027.*Chờ duyệt/ }).waitFor();
      // The list and the balance are fetched again side by side after the save: the balance may come second.
      await expect.poll(() => readRemaining(page)).toBe(before - 2);
    });

    await withPage(browser(), 'leave-approve', async (page) => {
      await openSignedIn(page, 'totruong', `${PAGE}?tab=queue`);
      const row = page.getByRole('row', { name: /Nguyễn Văn An.*15\/03\/2027/ });
      await row.getByRole('button', { name: 'Duyệt' }).click();
      await clickInDialog(page, 'Xác nhận');
      await row.waitFor({ state: 'detached' });
    });

    await withPage(browser(), 'leave-approved', async (page) => {
      await openSignedIn(page, 'giaovien', PAGE);
      await page.getByRole('row', { name: /15\/03\/2027.*Đã duyệt/ }).waitFor();
      expect(await readRemaining(page)).toBe(before - 2);
      const used = page
        .getByTestId('leave-balance')
        .locator('.ant-statistic')
        .nth(2)
        .locator('.ant-statistic-content-value');
      expect(Number(await used.textContent())).toBe(4);

      // The header bell lists the approval; opening it marks it read and shows the request.
      await page.getByRole('button', { name: /^Thông báo: \d+ chưa đọc$/ }).click();
      await page
        .getByRole('button', { name: /Đơn nghỉ phép .* của bạn đã được duyệt/ })
        .first()
        .click();
      await page.waitForURL(/[?&]id=\d+/);
      await page.locator('.ant-drawer-title', { hasText: 'Đơn nghỉ phép' }).waitFor();
    });
  });

  it('Admin adds a leave type; HR sets a personal entitlement that the staff member’s balance shows', async () => {
    await withPage(browser(), 'leave-types-admin', async (page) => {
      await openSignedIn(page, 'admin', `${PAGE}?tab=types`);
      await page.getByRole('button', { name: 'Thêm loại nghỉ' }).click();
      await page.getByLabel('Mã').fill('study_leave');
      await page.getByLabel('Tên (tiếng Việt)').fill('Nghỉ đi học');
      await page.getByLabel('Tên (tiếng Anh)').fill('Study leave');
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('row', { name: /study_leave.*Nghỉ đi học.*Đang sử dụng/ }).waitFor();
    });

    await withPage(browser(), 'leave-entitlement-hr', async (page) => {
      await openSignedIn(page, 'nhansu', `${PAGE}?tab=entitlements`);
      await page.getByRole('button', { name: 'Sửa số ngày phép năm của Nguyễn Văn An' }).click();
      const input = page.getByLabel('Số ngày phép năm của Nguyễn Văn An (để trống = theo luật)');
      await input.fill('20');
      await input.press('Enter');
      await page.getByRole('row', { name: /Nguyễn Văn An.*20.*Riêng/ }).waitFor();
    });

    await withPage(browser(), 'leave-entitlement-staff', async (page) => {
      await openSignedIn(page, 'giaovien', PAGE);
      const entitled = page
        .getByTestId('leave-balance')
        .locator('.ant-statistic')
        .nth(1)
        .locator('.ant-statistic-content-value');
      await entitled.waitFor();
      expect(Number(await entitled.textContent())).toBe(20);
      await page.getByText('Theo cài đặt riêng của nhân sự').waitFor();
    });
  });

  it('HR exports every request: the shell shows the download in flight, then the Excel file arrives', async () => {
    await withPage(browser(), 'leave-export-progress', async (page) => {
      await openSignedIn(page, 'nhansu', `${PAGE}?tab=all`);
      // The small demo export is instant: hold the answer until the "server is preparing" state has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/DonNghiPhep/xuatExcel*', async (route) => {
        await held;
        await route.continue();
      });
      const downloaded = page.waitForEvent('download');
      // Awaited below; if an earlier step fails, the page closes and this must not surface as an unhandled error.
      downloaded.catch(() => {});
      await page.getByRole('button', { name: 'Xuất Excel' }).click();

      const panel = page.getByRole('complementary', { name: 'Tệp đang tải' });
      await panel.getByText('Máy chủ đang tạo tệp…', { exact: true }).waitFor();
      // Nothing received yet: an indeterminate bar, no percent announced.
      expect(await panel.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
      release();

      // Done: the server's file name at 100 % for a moment, then the panel goes away by itself.
      await panel.getByText('Đã tải xong', { exact: true }).waitFor();
      await panel.getByText(/^don-nghi-phep-\d{4}-\d{2}-\d{2}\.xlsx$/).waitFor();
      expect(await panel.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('don-nghi-phep.xlsx');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip
      await panel.waitFor({ state: 'detached' });
    });
  });
});
