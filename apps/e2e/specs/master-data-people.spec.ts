import { describe, expect, it } from 'vitest';
import { buildWorkbook, studentHeader, studentRows } from '../../server/test/support/test-files';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();

describe('master data: people', () => {
  it('an admin creates a student, moves them to another class, and the directory and profile show it', async () => {
    const code = `E2E${Date.now() % 1_000_000}`;
    const name = 'Phạm Thị Kiểm Thử';
    let fromClass = '';
    let toClass = '';

    await withPage(browser(), 'people-create-move', async (page) => {
      await openSignedIn(page, 'admin', '/quanly/hocsinh');
      await page.getByRole('button', { name: 'Thêm học sinh' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Mã học sinh').fill(code);
      await drawer.getByLabel('Họ tên', { exact: true }).fill(name);
      fromClass = await chooseOption(page, drawer.getByLabel('Lớp', { exact: true }));
      await drawer.getByLabel('Ngày nhập học').fill('07/09/2026');
      await drawer.getByLabel('Ngày nhập học').press('Enter');
      expect(await drawer.getByLabel('Ngày nhập học').inputValue()).toBe('07/09/2026');
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await drawer.waitFor({ state: 'hidden' });

      // Accent-insensitive search on the server: typed without accents, found with them.
      const search = page.getByPlaceholder('Tìm kiếm…');
      await search.fill('pham thi kiem thu');
      await search.press('Enter');
      await page.getByRole('row', { name: new RegExp(`${name}.*${code}.*${fromClass}`) }).waitFor();

      await page.goto('/quanly/hocSinhChuyenLop');
      const source = page.locator('.ant-card', { hasText: 'Lớp hiện tại' }).locator('.ant-select').first();
      await chooseOption(page, source, { option: fromClass });
      await page
        .getByRole('row', { name: new RegExp(code) })
        .getByRole('checkbox')
        .check();
      toClass = await chooseOption(page, page.getByLabel('Lớp chuyển đến'));
      expect(toClass).not.toBe(fromClass);
      await page.getByLabel('Lý do').fill('Cân bằng sĩ số');
      await page.getByRole('button', { name: 'Chuyển lớp' }).click();
      await clickInDialog(page, 'Chuyển lớp');
      await page.getByText(`Đã chuyển 1 học sinh sang ${toClass}.`).waitFor();
    });

    await withPage(browser(), 'people-directory-profile', async (page) => {
      await openSignedIn(page, 'admin', `/danhba/hocsinh?search=${code}`);
      const row = page.getByRole('row', { name: new RegExp(`${name}.*${code}.*${toClass}`) });
      await row.waitFor();
      const link = row.getByRole('link', { name });
      const href = (await link.getAttribute('href')) ?? '';
      const id = /\/danhba\/hocsinh\/(\d+)\/hoso/.exec(href)?.[1];
      expect(id).toBeTruthy();
      await link.click();
      await page.getByText(toClass, { exact: true }).first().waitFor();

      // The office's full profile keeps both classes in the history.
      await page.goto(`/quanly/hocsinh/${id}/hoso`);
      const history = page.locator('.ant-card', { hasText: 'Lịch sử lớp' });
      await history.getByText(new RegExp(`^${toClass} · `)).waitFor();
      await history.getByText(new RegExp(`^${fromClass} · `)).waitFor();
      await history.getByText('Lý do: Cân bằng sĩ số').first().waitFor();
    });
  });

  it('an admin imports students all or nothing: bad rows are listed and nothing is written, then a clean file imports', async () => {
    const prefix = `IMW${Date.now() % 100_000}`;
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const rows = [...studentRows(6, prefix, '10A1')];
    const bad = rows.map((r, i) => {
      const copy = [...r];
      if (i === 1) copy[1] = '';
      if (i === 3) copy[3] = '31/02/2012';
      if (i === 4) copy[4] = 'not-an-email';
      return copy;
    });

    await withPage(browser(), 'people-import', async (page) => {
      await openSignedIn(page, 'admin', '/quanly/hocsinh');
      await page.getByRole('button', { name: 'Nhập Excel' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'hoc-sinh-loi.xlsx',
        mimeType: xlsx,
        buffer: await buildWorkbook(studentHeader, bad),
      });
      await dialog.getByText('Không có dòng nào được nhập.', { exact: false }).waitFor();
      // Rows 3, 5 and 6 of the sheet (row 1 = headers) are listed, each once.
      const errorRows = dialog.locator('.ant-table-tbody tr.ant-table-row');
      expect(await errorRows.count()).toBe(3);
      expect(await errorRows.locator('td:first-child').allInnerTexts()).toEqual(['3', '5', '6']);
      expect(await dialog.getByRole('button', { name: /^Nhập \d+ học sinh$/ }).isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Chọn tệp khác' }).click();
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'hoc-sinh.xlsx',
        mimeType: xlsx,
        buffer: await buildWorkbook(studentHeader, rows),
      });
      await dialog.getByRole('button', { name: 'Nhập 6 học sinh' }).click();
      await dialog.getByText('Đã nhập 6 học sinh.').waitFor();
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();

      const search = page.getByPlaceholder('Tìm kiếm…');
      await search.fill(prefix);
      await search.press('Enter');
      await page.getByText('Tổng 6 bản ghi').waitFor();
    });
  });
});
