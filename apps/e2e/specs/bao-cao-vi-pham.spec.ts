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
      // The period picker names the students' lessons of the day from the published timetable.
      await pickMany(page, drawer.getByLabel('Học sinh'), classmate, classmate);
      // On a school day the period picker names the students' lessons from the published timetable ("Tiết 2 · Vật lý
      // · 10A"). The report is dated on the last weekday (today on Monday–Friday): the suite may run on a weekend.
      const day = new Date();
      while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() - 1);
      if (day.toDateString() !== new Date().toDateString()) {
        const date = drawer.getByLabel('Ngày');
        const shown = [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
        await date.click();
        await date.fill(`${shown}/${day.getFullYear()}`);
        await date.press('Enter');
        await expect.poll(() => date.inputValue()).toBe(`${shown}/${day.getFullYear()}`);
      }
      // The lessons of that day for both students are loaded once the picker stops spinning.
      await drawer
        .locator('.ant-form-item')
        .filter({ has: drawer.getByLabel('Tiết') })
        .locator('.anticon-loading')
        .waitFor({ state: 'detached' });
      const chosen = await chooseOption(page, drawer.getByLabel('Tiết'), { option: /^Tiết \d+ · .+/ });
      expect(chosen).toMatch(/^Tiết \d+ · .+ · .+/);
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
      // The student's own list (their incidents only) opens the detail; they appeal once.
      await openSignedIn(page, 'hocsinh', '/hocsinh/viPham');
      await page.locator(`a[href="${detailPath}"]`).click();
      await page.waitForURL((url) => url.pathname === detailPath);
      // The list stays open in its (hidden) tab: only what the detail shows counts.
      await page.getByText('Phê bình').filter({ visible: true }).first().waitFor();
      await page
        .getByText(/và 1 học sinh khác/)
        .filter({ visible: true })
        .first()
        .waitFor();
      expect(await page.getByText(classmate).count()).toBe(0);
      await page.getByText('anh-lop.png').waitFor();
      await page.getByRole('button', { name: 'Khiếu nại' }).click();
      await page.getByRole('dialog').getByLabel('Nội dung khiếu nại').fill('Em chỉ xem giờ, không dùng điện thoại.');
      await clickInDialog(page, 'Gửi khiếu nại');
      await page.getByText('Đang chờ xử lý').waitFor();
      // One appeal per incident: the button goes once the detail reloads.
      await expect
        .poll(() => page.getByRole('button', { name: 'Khiếu nại', exact: true }).filter({ visible: true }).count())
        .toBe(0);
    });
  });

  it('a self-review asked by the measure: the office records the guardian’s confirmation and it is done', async () => {
    await withPage(browser(), 'discipline-self-review', async (page) => {
      await openSignedIn(page, 'doandoi', '/baoCaoViPhamHocSinh/danhSachViPham');
      // The demo's fight, confirmed with a self-review: one student's is written and awaits the guardian.
      const all = (await (await page.request.get('/api/BaoCaoViPham/danhSachViPham?pageSize=-1')).json()) as {
        data: { items: { id: number; hocSinh: { hoTen: string; tuKiemDiem: string | null }[] }[] };
      };
      const incident = all.data.items.find((i) => i.hocSinh.some((s) => s.tuKiemDiem === 'cho_phu_huynh'))!;
      const student = incident.hocSinh.find((s) => s.tuKiemDiem === 'cho_phu_huynh')!.hoTen;
      await page.goto(`/baoCaoViPhamHocSinh/${incident.id}`);
      const card = page.locator('.ant-card').filter({ hasText: 'Bản tự kiểm điểm' });
      const item = card.locator('.ant-list-item').filter({ hasText: student });
      await item.getByText('Chờ phụ huynh xác nhận').waitFor();
      await item.getByRole('button', { name: 'Ghi nhận phụ huynh xác nhận' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Họ tên phụ huynh (quan hệ)').fill('Trần Văn Bình (bố)');
      await dialog.getByLabel('Ý kiến, cam kết của gia đình').fill('Gia đình đã đọc và cam kết nhắc nhở cháu.');
      await clickInDialog(page, 'Ghi nhận phụ huynh xác nhận');
      await item.getByText('Đã hoàn thành').waitFor();
      await item.getByText(/Phụ huynh Trần Văn Bình \(bố\) đã xác nhận ngày/).waitFor();
      expect(await item.getByRole('button', { name: 'Ghi nhận phụ huynh xác nhận' }).count()).toBe(0);
    });
  });

  it('doandoi enters a class’s week of class discipline; another member approves the week; the ranking counts it', async () => {
    let cls = '';
    await withPage(browser(), 'class-discipline', async (page) => {
      await openSignedIn(page, 'doandoi', '/doanDoi/danhGiaNenNepHocSinh');
      const week = (await (await page.request.get('/api/DanhGiaNenNep/tuan')).json()) as {
        data: { lop: { tenLop: string; trangThai: string | null }[] };
      };
      cls = week.data.lop.find((c) => c.trangThai !== 'da_duyet')!.tenLop;
      await page.getByRole('button', { name: `Nhập điểm lớp ${cls}`, exact: true }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel(/Vệ sinh lớp học/).fill('6');
      await drawer.getByLabel('Ghi chú').fill('Lớp chưa lau bảng cuối buổi.');
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: cls, exact: true }) });
      await row.getByText('Chờ duyệt').waitFor();
      // Four eyes: whoever entered the week does not approve it.
      await row.getByText('Chờ thành viên khác duyệt').waitFor();
      expect(await row.getByRole('button', { name: `Duyệt điểm lớp ${cls}` }).count()).toBe(0);
    });
    await withPage(browser(), 'class-discipline-approve', async (page) => {
      await openSignedIn(page, 'admin', '/doanDoi/danhGiaNenNepHocSinh');
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

  it('gvcn confirms a proposed conduct; the gradebook holds it with the proposal beside it', async () => {
    await withPage(browser(), 'discipline-conduct', async (page) => {
      await openSignedIn(page, 'gvcn', '/baoCaoViPhamHocSinh/baoCaoViPham?tab=hanhVi&hocKy=1');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'Xác nhận đề xuất', disabled: false }) })
        .first();
      const name = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
      const proposal = ((await row.locator('.ant-tag').first().textContent()) ?? '').trim();
      await row.getByRole('button', { name: 'Xác nhận đề xuất' }).click();
      await page.getByText(`Đã ghi rèn luyện của ${name} vào sổ điểm.`).waitFor();

      await page.goto('/chuyenmon/sodiemnhanxet');
      await page
        .getByRole('tab', { name: /^Rèn luyện lớp / })
        .first()
        .click();
      const conduct = page.getByRole('row').filter({ hasText: name });
      await conduct.getByText(`Đề xuất từ điểm hành vi: ${proposal}`).first().waitFor();
      const picker = conduct.getByRole('combobox', { name: `Rèn luyện học kỳ 1 của ${name}` });
      await expect
        .poll(
          async () => (await picker.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').textContent()) ?? '',
        )
        .toContain(proposal);
    });
  });

  it('a staff member reports a colleague; a manager confirms; the colleague sees it without the reporter', async () => {
    let colleague = '';
    let reporter = '';
    await withPage(browser(), 'staff-misconduct-who', async (page) => {
      await openSignedIn(page, 'gvcn', '/home');
      colleague = (await fetchMe(page)).body.data!.user.hoTen;
    });
    const note = `Không nộp sổ đầu bài ${Date.now()}`;
    await withPage(browser(), 'staff-misconduct-report', async (page) => {
      await openSignedIn(page, 'giaovien', '/baoCaoViPhamNhanVien/baoCaoViPham');
      reporter = (await fetchMe(page)).body.data!.user.hoTen;
      await page.getByRole('button', { name: 'Báo cáo vi phạm nhân viên' }).click();
      const drawer = page.getByRole('dialog');
      await chooseOption(page, drawer.getByLabel('Nhân viên'), { search: colleague, option: new RegExp(colleague) });
      await chooseOption(page, drawer.getByLabel('Mã vi phạm'), { option: /NV-/ });
      await drawer.getByLabel('Mô tả sự việc').fill(note);
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('row').filter({ hasText: colleague }).first().waitFor();
    });
    await withPage(browser(), 'staff-misconduct-decide', async (page) => {
      await openSignedIn(page, 'baocao', '/baoCaoViPhamNhanVien/danhSachBaoCaoViPham');
      const row = page.getByRole('row').filter({ hasText: colleague }).filter({ hasText: reporter }).first();
      await row.getByRole('button', { name: 'Xác nhận' }).click();
      await clickInDialog(page, 'Xác nhận', { exact: true });
      await row.getByRole('button', { name: 'Xác nhận' }).waitFor({ state: 'detached' });
    });
    await withPage(browser(), 'staff-misconduct-about-me', async (page) => {
      await openSignedIn(page, 'gvcn', '/baoCaoViPhamNhanVien/danhSachBaoCaoViPhamNhanVienCuaToi');
      await page.getByRole('row').first().waitFor();
      await page.getByRole('table').getByText(/NV-/).first().waitFor();
      expect(await page.getByText(reporter).count()).toBe(0);
    });
  });
});
