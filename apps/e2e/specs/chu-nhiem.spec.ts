import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { wcagViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
/** axe-core is injected into the page: the context bypasses the portal's CSP. */
const AXE = { bypassCSP: true };

/** Whether it is past the demo's 09:00 cut-off at school now (the spec's clock runs in Asia/Ho_Chi_Minh). */
const pastCutOff = () => new Date().getHours() >= 9;

/** Picks a student of the multiple select whose name is not in `taken` (already cancelled today). */
async function pickStudent(page: Page, taken: string[]): Promise<string> {
  const select = page.getByRole('dialog').getByLabel('Học sinh (đã đăng ký bán trú)');
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  for (const option of await options.all()) {
    const name = ((await option.textContent()) ?? '').trim();
    if (taken.some((t) => name.includes(t)) || (await option.getAttribute('aria-selected')) === 'true') continue;
    await option.click();
    return name;
  }
  throw new Error('no student left to pick');
}

/** Chooses a day in the kitchen sheet's date picker (its calendar; the previous month when the day is there). */
async function pickKitchenDay(page: Page, day: Date): Promise<void> {
  await page.getByLabel('Ngày', { exact: true }).click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const cell = calendar.locator(`.ant-picker-cell-in-view[title="${day.toLocaleDateString('sv-SE')}"]`);
  if ((await cell.count()) === 0) await calendar.locator('.ant-picker-header-prev-btn').click();
  await cell.click();
  await calendar.waitFor({ state: 'hidden' });
}

describe('homeroom and semi-boarding', () => {
  it('gvcn takes today’s attendance and cancels two lunches; bantru decides the late ones, records the meals served and imports subscriptions', async () => {
    await withPage(
      browser(),
      'homeroom-attendance',
      async (page) => {
        await openSignedIn(page, 'gvcn', '/chunhiem/loptoichunhiem');
        await page.locator('.ant-card-hoverable').first().click();
        await page.waitForURL(/\/chunhiem\/loptoichunhiem\/\d+\/thongtinlophoc/);
        const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
        await first.locator('label', { hasText: 'Vắng không phép' }).click();
        await page.getByRole('button', { name: 'Lưu điểm danh' }).click();
        await page.getByText(/Đã lưu điểm danh của \d+ học sinh/).waitFor();
        await page.getByText(/Đã lưu lúc/).waitFor();
        await page.getByText(/^Vắng không phép: 1$/).waitFor();
        expect(await wcagViolations(page)).toEqual([]);

        await page.goto('/chunhiem/loptoichunhiem');
        await page.getByText('Đã điểm danh hôm nay').first().waitFor();
        await page
          .getByText(/(^|\D)1 vắng/)
          .first()
          .waitFor();
      },
      AXE,
    );

    let late = pastCutOff();
    await withPage(
      browser(),
      'homeroom-lunch',
      async (page) => {
        await openSignedIn(page, 'gvcn', '/chunhiem/dangkyhuyantrua');
        await page.getByText(/Giờ chốt: 09:00/).waitFor();
        expect(await wcagViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Báo cắt suất' }).click();
        await page.getByRole('dialog').locator('.ant-picker').click();
        // Today, or on a day without lunch (a weekend) the next day that has one: that one is before its cut-off.
        const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
        const open = calendar.locator('.ant-picker-cell-in-view:not(.ant-picker-cell-disabled)');
        const todayIso = new Date().toLocaleDateString('sv-SE');
        let day = todayIso;
        if ((await calendar.locator('.ant-picker-cell-today.ant-picker-cell-disabled').count()) > 0) {
          late = false;
          const after = async () =>
            (await open.evaluateAll((cells) => cells.map((c) => c.getAttribute('title') ?? '')))
              .filter((title) => title > todayIso)
              .sort()[0];
          let next = await after();
          if (!next) {
            await calendar.locator('.ant-picker-header-next-btn').click();
            next = await after();
          }
          day = next!;
        }
        await calendar.locator(`.ant-picker-cell-in-view[title="${day}"]`).click();
        const dayText = day.split('-').reverse().join('/');
        const rows = page.getByRole('row', { name: new RegExp(dayText), includeHidden: true });
        const taken = (await rows.allTextContents()).map((row) => row.split(dayText)[1]?.split(' (')[0] ?? '');
        await page.locator('.ant-drawer-title', { hasText: 'Báo cắt suất' }).click();
        await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
        const first = await pickStudent(page, taken);
        await pickStudent(page, [...taken, first]);
        await page.getByRole('dialog').getByLabel('Lý do').fill('Phụ huynh đón đi khám bệnh');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await page.getByText(late ? /0 suất đúng hạn, 2 suất báo muộn/ : /Đã nhận 2 suất đúng hạn/).waitFor();
        await page
          .getByRole('row', { name: late ? /Phụ huynh đón đi khám bệnh.*Muộn – chờ duyệt/ : /Phụ huynh đón.*Đúng hạn/ })
          .first()
          .waitFor();
      },
      AXE,
    );

    await withPage(
      browser(),
      'semi-boarding-approve',
      async (page) => {
        await openSignedIn(page, 'bantru', '/bantru/thongkediemdanh');
        const meals = page.locator('.ant-statistic', { hasText: 'Suất nấu' }).locator('.ant-statistic-content-value');
        await meals.waitFor();
        expect(await wcagViolations(page)).toEqual([]);
        await page.getByRole('tab', { name: /Báo muộn chờ duyệt/ }).click();
        const rows = page.getByRole('row', { name: /Phụ huynh (đón đi khám bệnh|báo đón sớm)/ });
        await rows.first().waitFor();
        const before = await rows.count();
        expect(before).toBeGreaterThanOrEqual(late ? 3 : 1);
        await rows.first().getByRole('button', { name: 'Duyệt' }).click();
        await clickInDialog(page, 'Duyệt');
        await page.getByText('Đã duyệt.').waitFor();
        await expect.poll(() => rows.count()).toBe(before - 1);

        await page.getByRole('tab', { name: 'Phiếu bếp theo ngày' }).click();
        await page.getByText(/Phiếu bếp ngày .*: \d+ suất/).waitFor();

        // After lunch the kitchen records what it served, per class, on the last school day (today on Monday–Friday).
        const school = new Date();
        while (school.getDay() === 0 || school.getDay() === 6) school.setDate(school.getDate() - 1);
        const shown = [school.getDate(), school.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
        if (school.toDateString() !== new Date().toDateString()) await pickKitchenDay(page, school);
        await page.getByText(new RegExp(`Phiếu bếp ngày ${shown}/${school.getFullYear()}: [1-9]\\d* suất`)).waitFor();
        const served = page.getByLabel(/^Số suất đã phục vụ của lớp /).first();
        await served.fill('27');
        await page.getByRole('button', { name: 'Lưu suất đã phục vụ' }).click();
        await page.getByText('Đã lưu số suất đã phục vụ.').waitFor();
        await page.reload();
        await page.getByRole('tab', { name: 'Phiếu bếp theo ngày' }).click();
        if (school.toDateString() !== new Date().toDateString()) await pickKitchenDay(page, school);
        await expect
          .poll(() =>
            page
              .getByLabel(/^Số suất đã phục vụ của lớp /)
              .first()
              .inputValue(),
          )
          .toBe('27');

        // A period's subscriptions come back from its own template with one student taken off: checked, then applied.
        await page.getByRole('tab', { name: 'Kỳ bán trú & đăng ký' }).click();
        const period = page
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: 'Nhập Excel' }) })
          .first();
        const subscribed = async () =>
          Number(((await period.getByRole('cell').nth(4).textContent()) ?? '').replace(/\D/g, ''));
        const subscribedBefore = await subscribed();
        await period.getByRole('button', { name: 'Nhập Excel' }).click();
        const dialog = page.getByRole('dialog');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: 'Tải tệp mẫu' }).click(),
        ]);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(await download.path());
        const sheet = workbook.worksheets[0]!;
        let takenOff = false;
        sheet.eachRow((row, n) => {
          if (n > 1 && !takenOff && row.getCell(4).value === 'Có') {
            row.getCell(4).value = 'Không';
            takenOff = true;
          }
        });
        expect(takenOff).toBe(true);
        await dialog.locator('input[type=file]').setInputFiles({
          name: 'dang-ky-ban-tru.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
        });
        await dialog
          .getByText(/\d+ dòng hợp lệ: \d+ học sinh sẽ được đăng ký, \d+ học sinh sẽ bị huỷ đăng ký\./)
          .waitFor();
        await dialog.getByRole('button', { name: 'Áp dụng 1 thay đổi' }).click();
        await expect.poll(subscribed).toBe(subscribedBefore - 1);
      },
      AXE,
    );
  });

  it('gvcn sends a notice with an attachment; the guardian’s link opens it and acknowledges; gvcn sees it; the office sends to a grade level', async () => {
    const title = `Thông báo thử ${Date.now()}`;
    let link = '';
    let guardian = '';
    await withPage(
      browser(),
      'parent-notice-send',
      async (page) => {
        await openSignedIn(page, 'gvcn', '/chunhiem/guithongbaodenphuhuynh');
        await page.getByRole('row', { name: /Họp phụ huynh học kỳ I/ }).waitFor();
        expect(await wcagViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Soạn thông báo' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Tiêu đề').fill(title);
        await dialog.getByRole('textbox', { name: 'Nội dung' }).click();
        await page.keyboard.type('Kính mời quý phụ huynh xem lịch họp đính kèm.');
        await dialog.locator('input[type=file]').setInputFiles({
          name: 'lich-hop.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        });
        await dialog.getByText('lich-hop.pdf').waitFor();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await page.getByText(/Đã gửi tới \d+ phụ huynh/).waitFor();
        const detail = page.waitForResponse((r) => /\/api\/ThongBaoGuiPhuHuynh\/\d+$/.test(new URL(r.url()).pathname));
        await page.getByRole('button', { name: title }).click();
        const notice = (await (await detail).json()).data as {
          nguoiNhan: { hoTen: string; lienKet: string | null }[];
        };
        const first = notice.nguoiNhan.find((g) => g.lienKet)!;
        const url = new URL(first.lienKet!);
        link = `${url.pathname}${url.search}`;
        guardian = first.hoTen;
        await page.getByRole('row', { name: new RegExp(`${guardian}.*Chưa mở`) }).waitFor();
      },
      AXE,
    );

    await withPage(
      browser(),
      'parent-notice-guardian',
      async (page) => {
        await page.goto(link);
        await page.getByRole('heading', { name: title }).waitFor();
        const attachment = page.getByRole('link', { name: /lich-hop\.pdf/ });
        await attachment.waitFor();
        const href = (await attachment.getAttribute('href'))!;
        expect(href).toMatch(/^\/thongbaoguiphuhuynh\/\d+\/download\?t=/);
        const file = await page.request.get(
          `/api/ThongBaoGuiPhuHuynh/congKhai/tep/${href.split('/')[2]}?${href.split('?')[1]}`,
        );
        expect(file.status()).toBe(200);
        expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
        expect(await wcagViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Tôi đã đọc thông báo' }).click();
        await page.getByText(/Bạn đã xác nhận đọc lúc/).waitFor();
        // A tampered link opens nothing.
        await page.goto(link.replace(/t=(\d+)/, (_, id) => `t=${Number(id) + 1}`));
        await page.getByRole('heading', { name: 'Không mở được thông báo' }).waitFor();
      },
      AXE,
    );

    await withPage(browser(), 'parent-notice-acknowledged', async (page) => {
      await openSignedIn(page, 'gvcn', '/chunhiem/guithongbaodenphuhuynh');
      await page.getByRole('button', { name: title }).click();
      await page.getByRole('row', { name: new RegExp(`${guardian}.*Đã xác nhận`) }).waitFor();
    });

    // The office sends one notice to the guardians of a whole grade level: one notice per class, sent at once.
    await withPage(browser(), 'parent-notice-grade', async (page) => {
      await openSignedIn(page, 'admin', '/chunhiem/guithongbaodenphuhuynh');
      await page.getByRole('button', { name: 'Gửi cả khối' }).click();
      const dialog = page.getByRole('dialog');
      await chooseOption(page, dialog.getByLabel('Khối'));
      await dialog.getByLabel('Tiêu đề').fill(`Lịch nghỉ Tết của khối ${Date.now()}`);
      await dialog.getByRole('textbox', { name: 'Nội dung' }).click();
      await page.keyboard.type('Nhà trường thông báo lịch nghỉ Tết Nguyên đán của khối.');
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      await page.getByText(/Đã gửi đến [1-9]\d* phụ huynh của [1-9]\d* lớp\./).waitFor();
    });
  });
});
