import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { fetchMe, openSignedIn } from '../support/sign-in';

const browser = useBrowser();

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Types into a multiple select and clicks the option holding `text`. */
async function pickMany(page: Page, combobox: Locator, search: string, text: string | RegExp) {
  await combobox.click();
  await combobox.fill(search);
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });
  await option.first().click();
  await combobox.press('Escape');
}

describe('discipline', () => {
  it('giaovien reports two students with a photo; doandoi confirms with a measure; hocsinh sees only themself', async () => {
    let me = '';
    await withPage(browser(), 'discipline-who', async (page) => {
      await openSignedIn(page, 'hocsinh', '/home');
      me = (await fetchMe(page)).body.data!.user.hoTen;
    });

    let detailPath = '';
    let classmate = '';
    await withPage(browser(), 'discipline-report', async (page) => {
      await openSignedIn(page, 'giaovien', '/baoCaoViPhamHocSinh/baoCaoViPham');
      // A classmate (same class, same level of school): from the incidents giaovien reported in the demo.
      const mine = (await (await page.request.get('/api/BaoCaoViPham/danhSachViPham?pageSize=-1')).json()) as {
        data: { items: { hocSinh: { hoTen: string }[] }[] };
      };
      classmate = mine.data.items.flatMap((i) => i.hocSinh).find((s) => s.hoTen !== me)!.hoTen;

      await page.getByRole('button', { name: 'Báo cáo vi phạm' }).click();
      const drawer = page.getByRole('dialog');
      await pickMany(page, drawer.getByLabel('Học sinh'), me, me);
      await pickMany(page, drawer.getByLabel('Học sinh'), classmate, classmate);
      await chooseOption(page, drawer.getByLabel('Tiết'), { option: 'Tiết 2' });
      await drawer.getByLabel('Địa điểm').fill('Phòng học');
      await pickMany(page, drawer.getByLabel('Mã vi phạm'), 'HS-DT', /HS-DT/);
      await drawer.getByLabel('Mô tả sự việc').fill('Hai em dùng điện thoại trong giờ học.');
      await drawer
        .locator('input[type=file]')
        .setInputFiles({ name: 'anh-lop.png', mimeType: 'image/png', buffer: PNG });
      await drawer.getByText('anh-lop.png').waitFor();
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await page
        .getByRole('row', { name: /Đã báo cáo/ })
        .filter({ hasText: classmate })
        .first()
        .waitFor();
    });

    await withPage(browser(), 'discipline-confirm', async (page) => {
      await openSignedIn(page, 'doandoi', '/baoCaoViPhamHocSinh/danhSachViPham?trangThai=da_bao_cao');
      const row = page.getByRole('row').filter({ hasText: classmate }).filter({ hasText: 'HS-DT' }).first();
      await row.getByRole('link').first().click();
      await page.waitForURL(/\/baoCaoViPhamHocSinh\/\d+$/);
      detailPath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'Xác minh' }).click();
      await clickInDialog(page, 'Xác minh');
      await page.getByText('Đã xác minh').first().waitFor();
      await page.getByRole('button', { name: 'Xác nhận', exact: true }).click();
      await page.getByRole('dialog').getByText('Phê bình').click();
      await clickInDialog(page, 'Xác nhận', { exact: true });
      await page.getByText('Đã xác nhận').first().waitFor();
    });

    await withPage(browser(), 'discipline-student', async (page) => {
      await openSignedIn(page, 'hocsinh', detailPath);
      await page.getByText('Phê bình').first().waitFor();
      await page.getByText(/và 1 học sinh khác/).waitFor();
      expect(await page.getByText(classmate).count()).toBe(0);
      await page.getByText('anh-lop.png').waitFor();
    });
  });

  it('doandoi enters a class’s week of class discipline and approves the week; the ranking counts it', async () => {
    await withPage(browser(), 'class-discipline', async (page) => {
      await openSignedIn(page, 'doandoi', '/doanDoi/danhGiaNenNepHocSinh');
      const week = (await (await page.request.get('/api/DanhGiaNenNep/tuan')).json()) as {
        data: { lop: { tenLop: string; trangThai: string | null }[] };
      };
      const cls = week.data.lop.find((c) => c.trangThai !== 'da_duyet')!.tenLop;
      await page.getByRole('button', { name: `Nhập điểm lớp ${cls}`, exact: true }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel(/Vệ sinh lớp học/).fill('6');
      await drawer.getByLabel('Ghi chú').fill('Lớp chưa lau bảng cuối buổi.');
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: cls, exact: true }) });
      await row.getByText('Chờ duyệt').waitFor();
      await page.getByRole('button', { name: 'Duyệt cả tuần' }).click();
      await clickInDialog(page, 'Duyệt cả tuần');
      await row.getByText('Đã duyệt').waitFor();
      expect(await page.getByRole('button', { name: `Nhập điểm lớp ${cls}`, exact: true }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Xếp hạng' }).click();
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: cls, exact: true }) })
        .waitFor();
    });
  });
});
