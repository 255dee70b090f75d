import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const CLASSES = '/quanlydiemcam/lopmonhoc';
const cell = (page: Page, row: number, column: string) => page.locator(`input[data-cell="${row}:${column}"]`);

/** The demo's Geography mock still open for entry, found through the API with the signed-in session. */
async function openMock(page: Page): Promise<{ lop: number; baiThi: number }> {
  return page.evaluate(async () => {
    const classes = (await (await fetch('/api/DiemCam/lopMonHoc')).json()).data as {
      id: number;
      baiThi: { id: number; ten: string; trangThai: string }[];
    }[];
    for (const c of classes)
      for (const e of c.baiThi)
        if (e.ten.startsWith('Mock examination') && e.trangThai === 'dangNhap') return { lop: c.id, baiThi: e.id };
    throw new Error('no open mock');
  });
}

describe('Cambridge results', () => {
  it("a Geography teacher enters their own class's marks from the class page (no grades-office permission)", async () => {
    // The Geography set whose mock is open for entry, and its teacher's account (found as Admin through the API).
    // Before the office's test below, which submits and publishes that mock; a row the office's test leaves alone.
    let target = { lop: 0, baiThi: 0, username: '' };
    await withPage(browser(), 'diem-cam-teacher-find', async (page) => {
      await openSignedIn(page, 'admin', '/home');
      target = await page.evaluate(async () => {
        const classes = (await (await fetch('/api/DiemCam/lopMonHoc')).json()).data as {
          id: number;
          giaoVien: string[];
          baiThi: { id: number; ten: string; trangThai: string }[];
        }[];
        const lop = classes.find((c) =>
          c.baiThi.some((e) => e.ten.startsWith('Mock examination') && e.trangThai === 'dangNhap'),
        )!;
        const name = lop.giaoVien[0]!;
        const accounts = (
          await (await fetch(`/api/TaiKhoan/danhSachTaiKhoan?loai=nhan_vien&search=${encodeURIComponent(name)}`)).json()
        ).data.items as { username: string; hoTen: string | null }[];
        const mock = lop.baiThi.find((e) => e.ten.startsWith('Mock examination'))!;
        return { lop: lop.id, baiThi: mock.id, username: accounts.find((a) => a.hoTen === name)!.username };
      });
    });
    await withPage(browser(), 'diem-cam-teacher', async (page) => {
      await openSignedIn(page, target.username, '/chuyenmon/lophoccuatoi');
      await page.goto(`/chuyenmon/lophoccuatoi/${target.lop}/thongtinlophoc?baiThi=${target.baiThi}`);
      await page.getByText('Kết quả các bài thi').waitFor();
      await cell(page, 1, '1').click();
      await page.keyboard.type('65');
      await page.keyboard.press('ArrowRight');
      await page
        .getByRole('status')
        .getByText(/Đã lưu lúc/)
        .waitFor();
      // The office's analysis screen is not theirs: no button to it.
      expect(await page.getByRole('button', { name: 'Phân tích' }).count()).toBe(0);
      // The office's own results screen stays closed to them.
      await page.goto('/quanlydiemcam/quanlyketquadiemthicam');
      await page.getByText('Bạn không có quyền truy cập trang này.').first().waitFor();
    });
  });

  it('daotao enters marks with the keyboard, submits, checks and publishes, then opens the analysis with real charts', async () => {
    await withPage(browser(), 'diem-cam-results', async (page) => {
      await openSignedIn(page, 'daotao', CLASSES);
      await page.getByText('Geography 0460', { exact: false }).first().waitFor();
      const mock = await openMock(page);
      await page.goto(`/quanlydiemcam/quanlyketquadiemthicam?lop=${mock.lop}&baiThi=${mock.baiThi}`);
      await cell(page, 0, '0').waitFor();
      await page.screenshot({ path: path.join(tmpdir(), 'diem-cam-results-desktop.png') });

      // Paper 1 = 70, Paper 2 = 60 → 70 × 1.6 + 60 = 172: grade A (156–180), PUM 80 + ⌊16 / 25 × 10⌋ = 86.
      await cell(page, 0, '0').click();
      await page.keyboard.type('70');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type('60');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Backspace');
      const studentId = await page.locator('[data-total]').first().getAttribute('data-total');
      await expect.poll(() => page.locator(`[data-total="${studentId}"]`).textContent()).toBe('172');
      expect(await page.locator(`[data-grade="${studentId}"]`).textContent()).toBe('A');
      expect(await page.locator(`[data-pum="${studentId}"]`).textContent()).toBe('86');
      // Enter moves down the column; an invalid mark is flagged.
      await cell(page, 1, '0').click();
      await page.keyboard.type('99');
      expect(await cell(page, 1, '0').getAttribute('aria-invalid')).toBe('true');
      await cell(page, 1, '0').press('Control+z');
      expect(await cell(page, 1, '0').getAttribute('aria-invalid')).toBeNull();
      await page
        .getByRole('status')
        .getByText(/Đã lưu lúc/)
        .waitFor();

      // The workflow, each step after a confirmation.
      for (const [button, ok, state] of [
        ['Nộp điểm', 'Nộp', 'Đã nộp'],
        ['Xác nhận đã kiểm tra', 'Đã kiểm tra', 'Đã kiểm tra'],
        ['Công bố', 'Công bố', 'Đã công bố'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await clickInDialog(page, ok, { exact: true });
        await page.locator('[data-state]').getByText(state, { exact: true }).waitFor();
      }
      expect(await cell(page, 0, '0').getAttribute('readonly')).not.toBeNull();

      // The comment and effort for the report card, in a dialog of the results screen.
      await page.getByRole('button', { name: 'Nhận xét và nỗ lực', exact: true }).click();
      const comment = page.getByRole('dialog').getByRole('textbox').first();
      await comment.fill('Consistent effort in fieldwork.');
      await page.getByRole('dialog').getByRole('button', { name: 'Lưu', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // The analysis: figures and ECharts canvases.
      await page.getByRole('button', { name: 'Phân tích' }).click();
      await page.getByText('Phân bố tổng điểm có trọng số').waitFor();
      await page.getByText('So sánh các lớp cùng khối').waitFor();
      await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(3);
      await page.screenshot({ path: path.join(tmpdir(), 'diem-cam-analysis-desktop.png'), fullPage: true });
    });
  });

  it('daotao downloads the report cards of a class as one PDF and opens the statistics with a chart', async () => {
    await withPage(browser(), 'diem-cam-report-cards', async (page) => {
      await openSignedIn(page, 'daotao', CLASSES);
      await page.getByText('Geography 0460', { exact: false }).first().waitFor();
      const lop = await page.evaluate(async () => {
        const classes = (await (await fetch('/api/DiemCam/lopMonHoc')).json()).data as {
          id: number;
          tenMonHoc: string;
          baiThi: { trangThai: string }[];
        }[];
        const published = classes.find((c) => c.baiThi.some((e) => ['daCongBo', 'daKhoa'].includes(e.trangThai)));
        return (published ?? classes[0]!).id;
      });
      await page.goto(`/quanlydiemcam/xuatphieudiem?lop=${lop}`);
      const button = page.getByRole('button', { name: 'Phiếu điểm cả lớp (PDF)' });
      await button.waitFor();
      await page.getByText('Kết quả đã công bố:', { exact: false }).first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^cambridge-report-cards-.*\.pdf$/);
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

      await page.goto('/quanlydiemcam/thongkediem');
      await page.getByText('Phân bố xếp loại theo môn và khoá').waitFor();
      await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(1);
      await page.screenshot({ path: path.join(tmpdir(), 'diem-cam-statistics-desktop.png'), fullPage: true });
    });
  });

  it('at 375 px in dark mode the results, report-card and statistics screens fit the width, without sideways scrolling', async () => {
    await withPage(
      browser(),
      'diem-cam-phone-dark',
      async (page) => {
        await page.addInitScript(() =>
          localStorage.setItem('setting', JSON.stringify({ theme: { mode: 'dark' }, multiPage: true })),
        );
        await openSignedIn(page, 'daotao', CLASSES);
        const mock = await openMock(page).catch(async () =>
          page.evaluate(async () => {
            const classes = (await (await fetch('/api/DiemCam/lopMonHoc')).json()).data;
            const c = classes.find((x: { baiThi: unknown[] }) => x.baiThi.length > 1);
            return { lop: c.id as number, baiThi: c.baiThi[1].id as number };
          }),
        );
        for (const [url, ready] of [
          [CLASSES, 'Geography 0460'],
          [`/quanlydiemcam/quanlyketquadiemthicam?lop=${mock.lop}&baiThi=${mock.baiThi}`, 'Paper 1'],
          [`/quanlydiemcam/caidatnhapdiemcam?baiThi=${mock.baiThi}`, 'Thời gian nhập điểm'],
          [`/quanlydiemcam/phantichdiem?baiThi=${mock.baiThi}`, 'Phân bố tổng điểm có trọng số'],
          [`/quanlydiemcam/xuatphieudiem?lop=${mock.lop}`, 'Phiếu điểm cả lớp (PDF)'],
          ['/quanlydiemcam/thongkediem', 'Thống kê qua các kỳ thi'],
        ] as const) {
          await page.goto(url);
          await page.getByText(ready, { exact: false }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          await page.screenshot({ path: path.join(tmpdir(), `diem-cam-${url.split('/')[2]!.split('?')[0]}.png`) });
          expect(overflow, url).toBeLessThanOrEqual(0);
        }
      },
      { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    );
  });
});
