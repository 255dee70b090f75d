import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { axeViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const GRADEBOOK = '/chuyenmon/sodiemnhanxet';
const cell = (page: Page, row: number, field: string) => page.locator(`input[data-cell="${row}:${field}"]`);

/** giaovien teaches Maths of the primary class 5A1 in the demo (besides secondary Maths). */
async function openMaths5A1(page: Page) {
  await openSignedIn(page, 'giaovien', GRADEBOOK);
  await chooseOption(page, page.getByLabel('Chọn lớp môn học'), { option: 'Toán (Tiểu học) · 5A1', search: '5A1' });
  await cell(page, 0, 'muc').waitFor();
}

async function waitSaved(page: Page) {
  await page
    .getByRole('status')
    .getByText(/Đã lưu lúc/)
    .waitFor();
}

describe('Primary grades (Circular 27)', () => {
  it('a primary teacher rates with the keyboard at the open rating point; a bad test mark is flagged', async () => {
    await withPage(
      browser(),
      'diem-vn-th-enter',
      async (page) => {
        await openMaths5A1(page);
        // GK2 is the open rating point: a rating typed as one key, then the test mark to its right.
        await page.getByText('Đang mở nhập').waitFor();
        await cell(page, 1, 'muc').click();
        await page.keyboard.type('t');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.type('9');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('2:kt');
        await waitSaved(page);

        await cell(page, 3, 'kt').fill('0');
        expect(await cell(page, 3, 'kt').getAttribute('aria-invalid')).toBe('true');
        await cell(page, 3, 'kt').fill('');
        await cell(page, 3, 'muc').fill('h');
        await cell(page, 3, 'kt').fill('7');
        await waitSaved(page);

        // Term I points are outside their window: read-only.
        await page.getByText('Giữa kỳ I', { exact: true }).click();
        expect(await cell(page, 0, 'muc').getAttribute('readonly')).not.toBeNull();
        expect(await cell(page, 0, 'muc').inputValue()).toMatch(/^(HTT|HT|CHT)$/);
        expect(await axeViolations(page, ['table[aria-label^="Đánh giá"]'])).toEqual([]);
      },
      { bypassCSP: true },
    );

    // After a reload on a phone-sized screen, what was typed is there and the grid still takes input.
    await withPage(
      browser(),
      'diem-vn-th-reload',
      async (page) => {
        await openMaths5A1(page);
        expect(await cell(page, 1, 'muc').inputValue()).toBe('HTT');
        expect(await cell(page, 1, 'kt').inputValue()).toBe('9');
        expect(await cell(page, 3, 'muc').inputValue()).toBe('HT');
        expect(await cell(page, 3, 'kt').inputValue()).toBe('7');
        await cell(page, 3, 'kt').scrollIntoViewIfNeeded();
        expect(await cell(page, 3, 'kt').isVisible()).toBe(true);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it('a closed rating point changes through a change request the office approves (then restored)', async () => {
    const reason = 'E2E tiểu học: ghi sót nhận xét';
    await withPage(browser(), 'diem-vn-th-request', async (page) => {
      await openMaths5A1(page);
      await page.getByText('Giữa kỳ I', { exact: true }).click();
      await cell(page, 2, 'nx').click();
      await page.getByRole('button', { name: 'Yêu cầu sửa điểm' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nhận xét').fill('Em cần luyện thêm phép chia.');
      await dialog.getByLabel('Lý do sửa').fill(reason);
      await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Until the office decides, the pupil's entry is marked in the grid, as a secondary cell is.
      await page.locator('input[data-cell="2:nx"][data-pending="true"]').waitFor();
      expect(await cell(page, 2, 'muc').getAttribute('title')).toBe(
        'Ô này có yêu cầu sửa điểm đang chờ Phòng Đào tạo duyệt.',
      );
      expect(await cell(page, 1, 'nx').getAttribute('data-pending')).toBeNull();
    });

    await withPage(browser(), 'diem-vn-th-approve', async (page) => {
      await openSignedIn(page, 'daotao', '/quanlydiemvn/caidatnhapdiemvn');
      await page.getByRole('tab', { name: 'Yêu cầu sửa điểm' }).click();
      const row = page.getByRole('row', { name: new RegExp(reason) });
      expect(await row.textContent()).toMatch(/Giữa kỳ I.*→.*“Em cần luyện thêm phép chia.”/);
      await row.getByRole('button', { name: 'Duyệt' }).click();
      await clickInDialog(page, 'Duyệt');
      await row.waitFor({ state: 'detached' });
    });

    // The entry moved; then the demo value is put back the same way (through the API) for the other specs.
    let restore = 0;
    await withPage(browser(), 'diem-vn-th-approved', async (page) => {
      await openMaths5A1(page);
      await page.getByText('Giữa kỳ I', { exact: true }).click();
      expect(await cell(page, 2, 'nx').inputValue()).toBe('Em cần luyện thêm phép chia.');
      expect(await cell(page, 2, 'nx').getAttribute('data-pending')).toBeNull();
      restore = await page.evaluate(async (lyDo) => {
        const mine: { lyDo: string; lopMonHocId: number; hocSinhId: number; cot: string; giaTriCu: unknown }[] = (
          await (await fetch('/api/DiemVN/yeuCauSua')).json()
        ).data;
        const done = mine.find((r) => r.lyDo === lyDo)!;
        const answer = await fetch('/api/DiemVN/yeuCauSua', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            lopMonHocId: done.lopMonHocId,
            hocSinhId: done.hocSinhId,
            cot: done.cot,
            giaTriMoi: done.giaTriCu ?? { mucDat: null, diemKiemTra: null, nhanXet: null },
            lyDo: 'E2E: hoàn nguyên',
          }),
        });
        return (await answer.json()).data.id as number;
      }, reason);
    });
    await withPage(browser(), 'diem-vn-th-restore', async (page) => {
      await openSignedIn(page, 'daotao');
      const status = await page.evaluate(async (id) => {
        const answer = await fetch(`/api/DiemVN/yeuCauSua/${id}/duyet`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ version: 0 }),
        });
        return answer.status;
      }, restore);
      expect(status).toBe(200);
    });
  });

  it('the office sees the primary year summary of 5A1 and downloads its report cards (PDF)', async () => {
    await withPage(browser(), 'diem-vn-th-office', async (page) => {
      await openSignedIn(page, 'daotao', '/quanlydiemvn/tongKet');
      await chooseOption(page, page.getByLabel('Lớp chủ nhiệm'), { option: '5A1', search: '5A1' });
      await page.getByRole('columnheader', { name: 'Kết quả cuối năm' }).waitFor();
      await page.getByRole('columnheader', { name: 'TOAN-TH' }).waitFor();
      await page.getByText('Chưa đủ dữ liệu').first().waitFor();

      // lopmonhoc lists the primary classes with their progress per rating point.
      await page.goto('/quanlydiemvn/lopmonhoc');
      await page.getByText('Lớp môn học tiểu học (Thông tư 27)').waitFor();
      await page
        .getByRole('row', { name: /5A1.*Toán \(Tiểu học\)/ })
        .getByText('GK2')
        .waitFor();

      await page.goto('/quanlydiemvn/xuatphieudiem');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /5A1/ }).first().click(),
      ]);
      expect(download.suggestedFilename()).toBe('phieu-ket-qua-lop-5A1.pdf');
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  it('a pupil of 5A1 sees their own published primary results and downloads the card', async () => {
    // The pupil's generated account, looked up by admin through the API (the named demo accounts are secondary).
    let username = '';
    await withPage(browser(), 'diem-vn-th-lookup', async (page) => {
      await openSignedIn(page, 'admin');
      username = await page.evaluate(async () => {
        const json = async (url: string) => (await (await fetch(url)).json()).data;
        const rooms: { id: number; tenLop: string }[] = await json('/api/DiemVN/tieuHoc/lopChuNhiem?phamVi=tatCa');
        const room = rooms.find((r) => r.tenLop === '5A1')!;
        const summary: { hocSinh: { hocSinhId: number }[] } = await json(`/api/DiemVN/tieuHoc/tongKet/${room.id}`);
        const accounts: { items: { username: string; hocSinhId: number | null }[] } = await json(
          '/api/TaiKhoan/danhSachTaiKhoan?pageSize=-1',
        );
        return accounts.items.find((a) => a.hocSinhId === summary.hocSinh[0]!.hocSinhId)!.username;
      });
    });
    expect(username).not.toBe('');

    await withPage(browser(), 'diem-vn-th-pupil', async (page) => {
      await openSignedIn(page, username, '/hocsinh/phieuketquahoctap');
      const row = page.getByRole('row', { name: /Toán \(Tiểu học\)/ });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/(HTT|HT|CHT) · \d/);
      await page.getByRole('columnheader', { name: 'Phẩm chất / Năng lực' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Tải phiếu (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('phieu-ket-qua-hoc-tap.pdf');
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
