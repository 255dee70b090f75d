import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
/** Far from the demo school's years, so it never collides with them or with other specs. */
const YEAR = '2040-2041';
const CLASS = '10Z1';

async function chooseHeaderYear(page: Page, year: string) {
  const select = page.locator('.app-header-actions').getByRole('combobox', { name: 'Năm học' });
  await chooseOption(page, select, { option: new RegExp(`^${year}`) });
}

describe('school structure (quanly)', () => {
  it('an admin creates an academic year, dates its terms and creates a homeroom class in it', async () => {
    await withPage(browser(), 'master-data-year-class', async (page) => {
      await openSignedIn(page, 'admin', '/quanly/namhoc');

      await page.getByRole('button', { name: 'Thêm năm học' }).click();
      const yearForm = page.getByRole('dialog');
      await yearForm.getByLabel('Năm học', { exact: true }).fill(YEAR);
      await yearForm.getByLabel('Ngày bắt đầu').fill('05/09/2040');
      await yearForm.getByLabel('Ngày bắt đầu').press('Enter');
      await yearForm.getByLabel('Ngày kết thúc').fill('31/05/2041');
      await yearForm.getByLabel('Ngày kết thúc').press('Enter');
      await yearForm.getByRole('button', { name: 'Lưu' }).click();

      const yearRow = page.getByRole('row', { name: new RegExp(`${YEAR}.*05/09/2040`) });
      await yearRow.waitFor();
      // The server gives a new year its two terms.
      await yearRow.locator('.ant-table-row-expand-icon').click();
      await page.getByRole('cell', { name: 'Học kỳ II', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sửa Học kỳ II' }).click();
      const termForm = page.getByRole('dialog');
      await termForm.getByLabel('Bắt đầu').fill('18/01/2041');
      await termForm.getByLabel('Bắt đầu').press('Enter');
      await termForm.getByLabel('Kết thúc').fill('31/05/2041');
      await termForm.getByLabel('Kết thúc').press('Enter');
      await termForm.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('row', { name: /^2 Học kỳ II 18\/01\/2041 31\/05\/2041/ }).waitFor();
      // The drawer gives focus back as it closes; a dropdown opened before that would close again.
      await termForm.waitFor({ state: 'hidden' });

      // The header's selector knows the new year without a reload; classes follow the chosen year.
      await chooseHeaderYear(page, YEAR);
      await page.locator('.app-sider').getByRole('menuitem', { name: 'Lớp quản lý' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/quanly/LopQuanLy'));
      // The page says which year it shows; the shell's banner warns that this is not the current year (both carry
      // the year's name: each is looked for in its own place).
      await page.locator('.page-header').getByText(`Năm học ${YEAR}`).waitFor();
      await page.locator('.past-year-banner', { hasText: `Bạn đang xem năm học ${YEAR}` }).waitFor();
      // The table's empty state (its picture carries the same words as a title).
      await page.locator('main .ant-empty-description', { hasText: 'Không có dữ liệu' }).waitFor();

      await page.getByRole('button', { name: 'Thêm lớp' }).click();
      const classForm = page.getByRole('dialog');
      await classForm.getByLabel('Tên lớp').fill(CLASS);
      await chooseOption(page, classForm.getByLabel('Khối'), { search: 'Khối 10', option: /Khối 10/ });
      // Only the systems that run grade 10 are offered.
      await chooseOption(page, classForm.getByLabel('Hệ học'), {
        search: 'cambridge',
        option: /Chương trình Cambridge/,
      });
      await chooseOption(page, classForm.getByLabel('Giáo viên chủ nhiệm'), {
        search: 'hong nhung',
        option: /Lê Thị Hồng Nhung/,
      });
      await classForm.getByRole('button', { name: 'Lưu' }).click();

      const classRow = page.getByRole('row', { name: new RegExp(`${CLASS}.*Khối 10.*Chương trình Cambridge`) });
      await classRow.waitFor();
      expect(await classRow.textContent()).toContain('Lê Thị Hồng Nhung');
      await classRow.getByRole('button', { name: 'Danh sách học sinh' }).click();
      await page.getByText('Lớp chưa có học sinh').waitFor();
      await page.keyboard.press('Escape');

      // A year with classes cannot be deleted; the server says why.
      await page.goto('/quanly/namhoc');
      await page
        .getByRole('row', { name: new RegExp(YEAR) })
        .getByRole('button', { name: 'Xoá' })
        .click();
      await clickInDialog(page, 'Xoá');
      await page.getByText(`Không thể xoá năm học "${YEAR}" vì đang có lớp học thuộc năm học này.`).waitFor();
    });
  });

  it('rooms filter by building then floor, and the screen fits a 375 px phone', async () => {
    await withPage(
      browser(),
      'master-data-rooms-phone',
      async (page) => {
        // Below 768 px the table is a list of cards, one per room, its actions at the card's foot.
        const room = (name: string) =>
          page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
        await openSignedIn(page, 'admin', '/quanly/phong');
        await room('A101').waitFor();
        expect(await page.getByRole('table').count()).toBe(0);
        expect(await room('A101').getByText('Thao tác', { exact: true }).count()).toBe(0);
        await room('A101').getByRole('button', { name: 'Sửa' }).waitFor();
        await chooseOption(page, page.getByRole('combobox', { name: 'Toà nhà' }), { search: 'toa b', option: /Tòa B/ });
        await page.waitForURL(/toaNhaId=\d+/);
        await chooseOption(page, page.getByRole('combobox', { name: 'Tầng' }), { search: 'tang 2', option: /Tầng 2/ });
        await page.waitForURL(/tangId=\d+/);
        await room('B201').waitFor();
        await room('A101').waitFor({ state: 'detached' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { viewport: { width: 375, height: 812 } },
    );
  });

  it('a teacher has no quanly menu, deep links go to /401 and the write API answers 403', async () => {
    await withPage(browser(), 'master-data-teacher', async (page) => {
      await openSignedIn(page, 'giaovien', '/home');
      const nav = page.locator('.app-sider nav').first();
      await nav.waitFor();
      expect(await nav.getByText('Quản lý', { exact: true }).count()).toBe(0);

      for (const path of ['/quanly/namhoc', '/quanly/LopQuanLy', '/quanly/phong']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname.endsWith('/401'));
      }

      const statuses = await page.evaluate(async () => {
        const send = (method: string, url: string, body?: unknown) =>
          fetch(url, {
            method,
            credentials: 'include',
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
          }).then((r) => r.status);
        return [
          await send('POST', '/api/NamHoc', { tenNamHoc: '2050-2051' }),
          await send('POST', '/api/HeHoc', { ma: 'X', tenHeHoc: 'X' }),
          await send('DELETE', '/api/Phong/1'),
          await send('POST', '/api/LopQuanLy', { namHocId: 1, khoiId: 1, heHocId: 1, tenLop: 'X' }),
          await send('GET', '/api/LopQuanLy/1/danhSachHocSinh'),
        ];
      });
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
    });
  });
});
