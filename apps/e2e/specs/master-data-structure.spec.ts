import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, withPage } from '../support/browser';
import { signIn } from '../support/sign-in';

const browser = useBrowser();
/** Far from the demo school's years, so it never collides with them or with other specs. */
const YEAR = '2040-2041';
const CLASS = '10Z1';

/** Picks an option of an antd select by typing (lists are virtual: far options are not rendered until searched). */
async function choose(page: Page, combobox: ReturnType<Page['getByLabel']>, search: string, option: string) {
  await combobox.click();
  await combobox.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function chooseHeaderYear(page: Page, year: string) {
  const select = page.locator('.app-header-actions').getByRole('combobox', { name: 'Năm học' });
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${year}"]`).click();
}

describe('school structure (quanly)', () => {
  it('an admin creates an academic year, dates its terms and creates a homeroom class in it', async () => {
    await withPage(browser(), 'master-data-year-class', async (page) => {
      await signIn(page, 'admin', { from: '/login?returnUrl=/quanly/namhoc' });

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
      await page.waitForURL('**/quanly/LopQuanLy');
      await page.getByText(`Năm học ${YEAR}`).waitFor();
      await page.getByText('Không có dữ liệu').waitFor();

      await page.getByRole('button', { name: 'Thêm lớp' }).click();
      const classForm = page.getByRole('dialog');
      await classForm.getByLabel('Tên lớp').fill(CLASS);
      await choose(page, classForm.getByLabel('Khối'), 'Khối 10', 'Khối 10');
      // Only the systems that run grade 10 are offered.
      await choose(page, classForm.getByLabel('Hệ học'), 'cambridge', 'Chương trình Cambridge');
      await choose(page, classForm.getByLabel('Giáo viên chủ nhiệm'), 'hong nhung', 'Lê Thị Hồng Nhung');
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
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Xoá' }).click();
      await page.getByText(`Không thể xoá năm học "${YEAR}" vì đang có lớp học thuộc năm học này.`).waitFor();
    });
  });

  it('rooms filter by building then floor, and the screen fits a 375 px phone', async () => {
    await withPage(
      browser(),
      'master-data-rooms-phone',
      async (page) => {
        await signIn(page, 'admin', { from: '/login?returnUrl=/quanly/phong' });
        await page.getByRole('row', { name: /A101/ }).waitFor();
        await choose(page, page.getByRole('combobox', { name: 'Toà nhà' }), 'toa b', 'Tòa B');
        await page.waitForURL(/toaNhaId=\d+/);
        await choose(page, page.getByRole('combobox', { name: 'Tầng' }), 'tang 2', 'Tầng 2');
        await page.waitForURL(/tangId=\d+/);
        await page.getByRole('row', { name: /B201/ }).waitFor();
        expect(await page.getByRole('row', { name: /A101/ }).count()).toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { viewport: { width: 375, height: 812 } },
    );
  });

  it('a teacher has no quanly menu, deep links go to /401 and the write API answers 403', async () => {
    await withPage(browser(), 'master-data-teacher', async (page) => {
      await signIn(page, 'giaovien', { from: '/login?returnUrl=/home' });
      const nav = page.locator('.app-sider nav').first();
      await nav.waitFor();
      expect(await nav.getByText('Quản lý', { exact: true }).count()).toBe(0);

      for (const path of ['/quanly/namhoc', '/quanly/LopQuanLy', '/quanly/phong']) {
        await page.goto(path);
        await page.waitForURL('**/401');
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
