import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn, signIn } from '../support/sign-in';

const browser = useBrowser();
const GRADEBOOK = '/chuyenmon/sodiemnhanxet?hk=2';
const SETTINGS = '/quanlydiemvn/caidatnhapdiemvn';

const cell = (page: Page, row: number, column: string) => page.locator(`input[data-cell="${row}:${column}"]`);

/** The office opens the term II columns the demo keeps closed, through the API with its own session. */
async function openTermTwoColumns(page: Page) {
  const namHocId = await page.evaluate(async () => {
    const years = await (await fetch('/api/NamHoc/danhSachNamHoc?pageSize=-1')).json();
    return years.data.items.find((y: { isActive: boolean }) => y.isActive).id as number;
  });
  for (const cot of ['TX3', 'TX4', 'GK', 'CK']) {
    const status = await page.evaluate(
      async ({ namHocId, cot }) =>
        (
          await fetch('/api/DiemVN/cotNhap', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              namHocId,
              hocKy: 2,
              cot,
              moLuc: '2026-01-01T00:00:00+07:00',
              dongLuc: '2099-01-01T00:00:00+07:00',
            }),
          })
        ).status,
      { namHocId, cot },
    );
    expect(status).toBe(200);
  }
}

async function openToan10A1(page: Page) {
  await openSignedIn(page, 'giaovien', GRADEBOOK);
  await chooseOption(page, page.getByLabel('Chọn lớp môn học'), { option: 'Toán · 10A1', search: '10A1' });
  await cell(page, 0, 'TX1').waitFor();
}

async function waitSaved(page: Page) {
  await page
    .getByRole('status')
    .getByText(/Đã lưu lúc/)
    .waitFor();
}

describe('Vietnamese grades', () => {
  it('giaovien types a row with the keyboard, pastes a column and undoes; the live average follows the rules', async () => {
    await withPage(browser(), 'diem-vn-office-opens', async (page) => {
      await openSignedIn(page, 'daotao', SETTINGS);
      await openTermTwoColumns(page);
    });

    await withPage(browser(), 'diem-vn-enter', async (page) => {
      await openToan10A1(page);
      // TX 7, 6, 6.8, TX4 exempt; GK 6.5; CK 6 → 6.4 (the exact-arithmetic case), typed with arrows between cells.
      await cell(page, 0, 'TX1').click();
      for (const [i, text] of ['7', '6', '6,8', 'M', '6,5', '6'].entries()) {
        if (i > 0) await page.keyboard.press('ArrowRight');
        await page.keyboard.type(text);
      }
      const studentId = await page.locator('[data-average]').first().getAttribute('data-average');
      await expect.poll(() => page.locator(`[data-average="${studentId}"]`).textContent()).toBe('6,4');
      await waitSaved(page);

      // Enter moves down the column.
      await cell(page, 1, 'TX2').click();
      await page.keyboard.type('8');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('2:TX2');

      // A column pasted from a spreadsheet fills down from the cell.
      await page.evaluate(() => {
        const target = document.querySelector<HTMLInputElement>('input[data-cell="1:TX2"]')!;
        const data = new DataTransfer();
        data.setData('text/plain', '9\r\n6,5\r\n8,5\r\n');
        target.focus();
        target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      expect(await cell(page, 1, 'TX2').inputValue()).toBe('9');
      expect(await cell(page, 2, 'TX2').inputValue()).toBe('6,5');
      expect(await cell(page, 3, 'TX2').inputValue()).toBe('8,5');
      // Ctrl+Z undoes the whole paste.
      await cell(page, 2, 'TX2').press('Control+z');
      expect(await cell(page, 1, 'TX2').inputValue()).toBe('8');
      await waitSaved(page);

      // An invalid mark is flagged and never saved.
      await cell(page, 3, 'TX2').fill('11');
      expect(await cell(page, 3, 'TX2').getAttribute('aria-invalid')).toBe('true');
      await page.getByText('1 ô không hợp lệ chưa được lưu').waitFor();
      await cell(page, 3, 'TX2').fill('7');
      await waitSaved(page);

      // A mark typed just before leaving for another screen is saved, not dropped with the screen.
      const saved = page.waitForResponse((r) => /\/api\/DiemVN\//.test(r.url()) && r.request().method() !== 'GET');
      await cell(page, 3, 'TX3').fill('5');
      await page.getByRole('navigation').getByRole('menuitem', { name: 'Trang chủ' }).click();
      expect((await saved).ok()).toBe(true);
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/chuyenmon/sodiemnhanxet');
    });

    // After a reload, what was typed is there: it was saved.
    await withPage(browser(), 'diem-vn-reload', async (page) => {
      await openToan10A1(page);
      expect(await cell(page, 0, 'TX3').inputValue()).toBe('6,8');
      expect(await cell(page, 1, 'TX2').inputValue()).toBe('8');
      expect(await cell(page, 3, 'TX2').inputValue()).toBe('7');
      expect(await cell(page, 3, 'TX3').inputValue()).toBe('5');
    });
  });

  it('giaovien types while signed out: the mark stays, sign-in again in a new tab, and the retry saves it', async () => {
    await withPage(browser(), 'diem-vn-signed-out', async (page) => {
      // A session of its own (the real sign-in), so ending it leaves the saved demo sessions alone.
      await signIn(page, 'giaovien', { from: `/login?returnUrl=${encodeURIComponent(GRADEBOOK)}` });
      await chooseOption(page, page.getByLabel('Chọn lớp môn học'), { option: 'Toán · 10A1', search: '10A1' });
      await cell(page, 2, 'TX2').waitFor();
      // The session ends (the browser no longer has it); the teacher goes on typing.
      await page.context().clearCookies();
      await cell(page, 2, 'TX2').fill('9');
      const status = page.getByRole('status');
      await status.getByText('Phiên đăng nhập đã hết hạn nên thay đổi chưa được lưu.', { exact: false }).waitFor();
      // Another request refused meanwhile (a cell's history) does not take the page away from what is unsaved.
      await page.getByRole('button', { name: 'Lịch sử ô' }).click();
      await page.getByText('Không có quyền truy cập.').first().waitFor();
      await page.keyboard.press('Escape');
      // Going to another screen while the save has failed asks first; staying keeps the page.
      await page.getByRole('navigation').getByRole('menuitem', { name: 'Trang chủ' }).click();
      await clickInDialog(page, 'Ở lại');
      // Still on the mark book, with what was typed.
      expect(new URL(page.url()).pathname).toBe('/chuyenmon/sodiemnhanxet');
      expect(await cell(page, 2, 'TX2').inputValue()).toBe('9');

      const [signInTab] = await Promise.all([
        page.context().waitForEvent('page'),
        status.getByRole('link', { name: 'Đăng nhập lại (thẻ mới)' }).click(),
      ]);
      await signIn(signInTab, 'giaovien', { from: null });
      await signInTab.close();
      await status.getByRole('button', { name: 'Thử lại' }).click();
      await waitSaved(page);
    });

    await withPage(browser(), 'diem-vn-signed-out-reload', async (page) => {
      await openToan10A1(page);
      expect(await cell(page, 2, 'TX2').inputValue()).toBe('9');
    });
  });

  it('the office closes a window; a change request is approved and the mark moves', async () => {
    await withPage(browser(), 'diem-vn-close', async (page) => {
      await openSignedIn(page, 'daotao', SETTINGS);
      await page.getByRole('button', { name: 'Đóng ngay cột TX2 học kỳ 2' }).click();
      await clickInDialog(page, 'Đóng ngay');
      await page.getByRole('button', { name: 'Đóng ngay cột TX2 học kỳ 2' }).waitFor({ state: 'detached' });
    });

    await withPage(browser(), 'diem-vn-request', async (page) => {
      await openToan10A1(page);
      const input = cell(page, 1, 'TX2');
      expect(await input.getAttribute('readonly')).not.toBeNull();
      await input.click();
      await page.getByRole('button', { name: 'Yêu cầu sửa điểm' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Giá trị mới').fill('9,5');
      await dialog.getByLabel('Lý do sửa').fill('Chấm sót câu 3');
      await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Until the office decides, the cell is marked (the primary grid marks its entries the same way).
      await page.locator('input[data-cell="1:TX2"][data-pending="true"]').waitFor();
      expect(await cell(page, 1, 'TX2').getAttribute('title')).toBe(
        'Ô này có yêu cầu sửa điểm đang chờ Phòng Đào tạo duyệt.',
      );
    });

    await withPage(browser(), 'diem-vn-approve', async (page) => {
      await openSignedIn(page, 'daotao', SETTINGS);
      await page.getByRole('tab', { name: 'Yêu cầu sửa điểm' }).click();
      const row = page.getByRole('row', { name: /Chấm sót câu 3/ });
      await row.getByRole('button', { name: 'Duyệt' }).click();
      await clickInDialog(page, 'Duyệt');
      await row.waitFor({ state: 'detached' });
    });

    await withPage(browser(), 'diem-vn-approved', async (page) => {
      await openToan10A1(page);
      expect(await cell(page, 1, 'TX2').inputValue()).toBe('9,5');
      expect(await cell(page, 1, 'TX2').getAttribute('data-pending')).toBeNull();
      await cell(page, 1, 'TX2').click();
      await page.getByRole('button', { name: 'Lịch sử ô' }).click();
      await page.getByText('Lý do: Chấm sót câu 3').waitFor();
    });
  });

  it('hocsinh sees the published term I result, no classmates, and downloads the PDF', async () => {
    await withPage(browser(), 'diem-vn-student', async (page) => {
      await openSignedIn(page, 'hocsinh', '/hocsinh/phieuketquahoctap');
      const row = page.getByRole('row', { name: /^.*Toán/ }).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/\d,\d/);
      expect(await page.content()).not.toMatch(/xếp hạng|thứ hạng/i);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Tải phiếu (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('phieu-ket-qua-hoc-tap.pdf');
      const file = await download.path();
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  it('daotao sets how a subject is assessed in a grade level (monhoc) and sets it back', async () => {
    await withPage(browser(), 'diem-vn-subjects', async (page) => {
      await openSignedIn(page, 'daotao', '/quanlydiemvn/monhoc');
      const row = page.getByRole('row', { name: /Khối 10.*Toán/ }).first();
      await row.getByText('Cho điểm').waitFor();
      await row.getByRole('button', { name: /Sửa Toán/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('switch').click();
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await row.getByText('Không').waitFor();
      await row.getByRole('button', { name: /Sửa Toán/ }).click();
      await page.getByRole('dialog').getByRole('switch').click();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/DiemVN/monHoc') && r.request().method() === 'PUT'),
        page.getByRole('dialog').getByRole('button', { name: 'Lưu' }).click(),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      expect(JSON.parse(answer.request().postData() ?? '{}').tinhKhenThuong).toBe(true);
      await row.getByText('Có').waitFor();
    });
  });

  it('daotao sets the periodic-test role of a primary subject (monhoc), by default from its code, and sets it back', async () => {
    await withPage(browser(), 'diem-vn-subjects-tests', async (page) => {
      await openSignedIn(page, 'daotao', '/quanlydiemvn/monhoc');
      const row = page.getByRole('row', { name: /Khối 3.*Tự nhiên và Xã hội/ }).first();
      await row.getByText('Không kiểm tra định kỳ').waitFor();
      await row.getByRole('button', { name: /Sửa Tự nhiên và Xã hội/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('Chưa đặt: mặc định theo mã môn TNXH').waitFor();
      await chooseOption(page, drawer.getByLabel('Kiểm tra định kỳ'), { option: 'Khoa học' });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/DiemVN/monHoc') && r.request().method() === 'PUT'),
        drawer.getByRole('button', { name: 'Lưu' }).click(),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      expect(JSON.parse(answer.request().postData() ?? '{}').monKiemTra).toBe('KhoaHoc');
      await row.getByText('Khoa học', { exact: true }).waitFor();

      await row.getByRole('button', { name: /Sửa Tự nhiên và Xã hội/ }).click();
      await chooseOption(page, page.getByRole('dialog').getByLabel('Kiểm tra định kỳ'), {
        option: 'Không kiểm tra định kỳ',
      });
      const [back] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/DiemVN/monHoc') && r.request().method() === 'PUT'),
        page.getByRole('dialog').getByRole('button', { name: 'Lưu' }).click(),
      ]);
      expect(JSON.parse(back.request().postData() ?? '{}').monKiemTra).toBeNull();
      await row.getByText('Không kiểm tra định kỳ').waitFor();
    });
  });

  it('daotao downloads the class mark book from tongKet and reads it back', async () => {
    await withPage(browser(), 'diem-vn-mark-book', async (page) => {
      await openSignedIn(page, 'daotao', '/quanlydiemvn/tongKet');
      const exportButton = page.getByRole('button', { name: 'Sổ điểm (Excel)' });
      await page.getByRole('row').nth(1).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^so-diem-lop-.+\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as never);
      expect(workbook.worksheets.length).toBeGreaterThan(2);
      const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 3)).toEqual(['STT', 'Mã học sinh', 'Họ và tên']);
      expect(header).toContain('ĐTBmhk1');
      expect(header.at(-1)).toBe('ĐTBmcn');
      expect(workbook.worksheets.at(-1)!.name).toMatch(/^Tổng kết /);
    });
  });
});
