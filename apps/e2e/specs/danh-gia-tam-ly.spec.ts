import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();

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
        // Progress is saved as the student goes: a reload keeps the answers.
        await page.getByText('Đã trả lời 5/5').waitFor();
        await page.reload();
        await page.getByText('Đã trả lời 5/5').waitFor();
        await page.getByRole('button', { name: 'Nộp bài' }).click();
        await clickInDialog(page, 'Nộp bài');
        await page.getByText('Cảm ơn em đã hoàn thành!').waitFor();
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
});
