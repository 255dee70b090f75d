import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
let pupilCode = '';

describe('student wellbeing', () => {
  it('hocsinh answers the open WHO-5 on a phone without seeing a score; tamly sees it in the overview and the chart', async () => {
    await withPage(
      browser(),
      'wellbeing-answer',
      async (page) => {
        await openSignedIn(page, 'hocsinh', '/danhGiaTamLyHocSinh/baiDanhGia');
        await page.getByRole('button', { name: 'Bắt đầu' }).click();
        const questions = page.getByRole('radiogroup');
        await questions.first().waitFor();
        expect(await questions.count()).toBe(5);
        for (let i = 0; i < 5; i++) await questions.nth(i).getByText('Phần lớn thời gian').click();
        // Progress is saved as the student goes: once the sheet says so, a reload keeps the answers.
        await page.getByText('Đã trả lời 5/5').waitFor();
        await page.getByText(/Đã lưu lúc/).waitFor();
        await page.reload();
        await page.getByText('Đã trả lời 5/5').waitFor();
        await page.getByRole('button', { name: 'Nộp bài' }).click();
        await clickInDialog(page, 'Nộp bài');
        await page.getByText('Cảm ơn em đã hoàn thành!').waitFor();
        pupilCode = await page.evaluate(async () => {
          const res = await fetch('/api/auth/me', { credentials: 'include' });
          return ((await res.json()) as { data: { hocSinh: { maHocSinh: string } } }).data.hocSinh.maHocSinh;
        });
        await page.getByText(/111/).first().waitFor();
        const shown = (await page.locator('.ant-result').textContent()) ?? '';
        expect(shown).not.toMatch(/Tốt|kém|Dấu hiệu|điểm/i);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(375);
      },
      { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    );

    await withPage(browser(), 'wellbeing-overview', async (page) => {
      await openSignedIn(page, 'tamly', '/danhGiaTamLyHocSinh/tongQuanDanhGiaCauTraLoi');
      await page.getByText('Tỷ lệ trả lời').waitFor();
      await page
        .getByText(/Điểm TB: /)
        .first()
        .waitFor();
      await page.goto('/danhGiaTamLyHocSinh/bieuDoSoSanh');
      await page.getByRole('img', { name: 'Biểu đồ so sánh điểm trung bình theo thang' }).waitFor();
    });
  });

  it('gvcn answers the teacher report about a student of the class; it counts as submitted, without a score', async () => {
    await withPage(browser(), 'wellbeing-teacher-report', async (page) => {
      await openSignedIn(page, 'gvcn', '/chunhiem/danhGiaVeHocSinh');
      // A student whose sheet is not submitted yet (its button is the primary one).
      const answer = page.locator('button.ant-btn-primary[aria-label^="Trả lời "]').first();
      const student = ((await answer.getAttribute('aria-label')) ?? '').replace(/^Trả lời /, '');
      await answer.click();
      // The sheet comes in pages; each question gets its first answer, page after page.
      await page.waitForURL(/[?&]hs=\d+/);
      const progress = page
        .getByText(/^Đã trả lời \d+\/\d+$/)
        .filter({ visible: true })
        .first();
      await progress.waitFor();
      const total = Number(((await progress.textContent()) ?? '').split('/')[1]);
      // Page by page as the indicator says ("Trang 1/3"): "Trang sau" enables once the page is answered (the click
      // waits for that), and the next page's questions are answered only once the indicator has moved on.
      const indicator = page.getByText(/^Trang \d+\/\d+$/);
      const pages = Number(((await indicator.textContent()) ?? '').split('/')[1]);
      for (let at = 1; at <= pages; at++) {
        await page.getByText(`Trang ${at}/${pages}`, { exact: true }).waitFor();
        const questions = page.getByRole('radiogroup');
        for (let q = 0; q < (await questions.count()); q++) await questions.nth(q).locator('label').first().click();
        if (at < pages) await page.getByRole('button', { name: 'Trang sau' }).click();
      }
      await page.getByText(`Đã trả lời ${total}/${total}`).filter({ visible: true }).first().waitFor();
      await page.getByRole('button', { name: 'Nộp bài' }).click();
      await clickInDialog(page, 'Nộp bài');
      await page.getByText('Đã nộp — cảm ơn thầy cô').waitFor();
      expect((await page.locator('.ant-result').textContent()) ?? '').not.toMatch(/điểm|Dấu hiệu/i);
      await page.getByRole('button', { name: 'Về danh sách' }).click();
      await page.getByRole('row', { name: new RegExp(`${student}.*Đã nộp`) }).waitFor();
    });
  });

  it('gvcn asks counselling for a student and sees only its status; tamly accepts it and schedules it', async () => {
    expect(pupilCode, 'the student code comes from the first test (hocsinh answering the WHO-5)').not.toBe('');
    const message = `Em có vẻ lo âu trước kỳ thi (${Date.now()})`;
    await withPage(browser(), 'wellbeing-request', async (page) => {
      await openSignedIn(page, 'gvcn', '/dangkythamvan');
      // The urgent contact comes from the intake settings (caiDatNhanTamLy).
      await page.getByText(/024 3765 4321/).waitFor();
      await page.getByLabel('Mã học sinh').fill(pupilCode);
      await chooseOption(page, page.getByLabel('Chủ đề'), { option: /Hỗ trợ tâm lý/ });
      await page.getByText('Khẩn', { exact: true }).click();
      await page.getByLabel('Nội dung').fill(message);
      // The answer of the request itself, so a refusal fails with its reason (the toast that follows is brief).
      const filed = page.waitForResponse(
        (response) => response.url().endsWith('/api/HoSoTamLy/dangKyThamVan') && response.request().method() === 'POST',
      );
      // The confirmation lasts a few seconds: it is looked for from the click on.
      const confirmed = page.getByText('Đã gửi yêu cầu tham vấn.').waitFor();
      await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      const answer = await filed;
      expect(answer.status(), await answer.text()).toBe(200);
      await confirmed;
      await page.getByText('Đã gửi', { exact: true }).first().waitFor();
      expect(await page.getByText(message).count()).toBe(0);
    });

    await withPage(browser(), 'wellbeing-schedule', async (page) => {
      await openSignedIn(page, 'tamly', '/hoSoTamLy/danhSachDangKyThamVan?trangThai=submitted&mucDo=khan');
      const row = page.getByRole('row').filter({ hasText: 'Khẩn' }).first();
      await row.getByRole('button').first().click();
      await page.getByText(message).waitFor();
      const student = ((await page.locator('.ant-drawer-title').textContent()) ?? '').trim();
      await page.getByRole('button', { name: 'Tiếp nhận' }).click();
      await row.waitFor({ state: 'detached' });

      // Accepted, it waits for a time and a room: tamly schedules it for tomorrow at 09:30.
      await page.goto('/hoSoTamLy/danhSachDangKyThamVan?trangThai=triaged&mucDo=khan');
      const accepted = page.getByRole('row').filter({ hasText: student }).first();
      await accepted.getByRole('button', { name: student }).click();
      await page.getByText(message).waitFor();
      const tomorrow = new Date(Date.now() + 86_400_000);
      const day = [tomorrow.getDate(), tomorrow.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
      const when = page.getByLabel('Lịch hẹn');
      await when.click();
      await when.fill(`${day}/${tomorrow.getFullYear()} 09:30`);
      await when.press('Enter');
      await page.getByLabel('Phòng').fill('Phòng tư vấn P.105');
      await page.getByRole('button', { name: 'Hẹn lịch' }).click();
      await accepted.waitFor({ state: 'detached' });
      await page.goto('/hoSoTamLy/danhSachDangKyThamVan?trangThai=scheduled');
      await page
        .getByRole('row')
        .filter({ hasText: student })
        .filter({ hasText: `${day}/${tomorrow.getFullYear()} 09:30` })
        .filter({ hasText: 'P.105' })
        .first()
        .waitFor();
    });
  });

  it('tamly filters the screening results to students needing follow-up and exports them', async () => {
    await withPage(browser(), 'wellbeing-results', async (page) => {
      await openSignedIn(page, 'tamly', '/hoSoTamLy/ketQuaTracNghiemTamLy');
      await page.getByText(/được ghi vào nhật ký/).waitFor();
      await chooseOption(page, page.getByRole('combobox', { name: 'Cần theo dõi' }), { option: 'Có' });
      await expect.poll(() => new URL(page.url()).searchParams.get('canTheoDoi')).toBe('true');
      // Every row shown is flagged once the filtered page has replaced the previous one.
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await rows.first().waitFor();
      await expect
        .poll(
          async () =>
            (await rows.count()) - (await rows.filter({ has: page.locator('.ant-tag', { hasText: /^Có$/ }) }).count()),
          { timeout: 10_000 },
        )
        .toBe(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Xuất Excel/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ket-qua-trac-nghiem-.*\.xlsx$/);
    });
  });
});
