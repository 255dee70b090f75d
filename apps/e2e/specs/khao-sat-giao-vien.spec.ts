import { describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();

describe('student surveys of teaching', () => {
  it('hocsinh answers the open survey from the home card, then changes the answer', async () => {
    await withPage(
      browser(),
      'survey-answer',
      async (page) => {
        await openSignedIn(page, 'hocsinh', '/home');
        const card = page.locator('.ant-card').filter({ hasText: 'Khảo sát giảng dạy giữa năm' });
        await card.waitFor();
        // The first class on the card (the demo student has answered none of the open campaign yet).
        const first = card.getByRole('button', { name: /^(Đánh giá|Sửa đánh giá) lớp / }).first();
        const label = (await first.getAttribute('aria-label')) ?? '';
        const lop = label.replace(/^(Đánh giá|Sửa đánh giá) lớp /, '');
        await first.click();
        const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: `Đánh giá giảng dạy: ${lop}` });
        await drawer.waitFor();
        await drawer.getByText('Câu trả lời ẩn danh', { exact: false }).waitFor();
        // The card and the answer drawer pass the WCAG 2.1 AA scan (the home card is not in the sweep's account's view).
        expect(await wcagViolations(page)).toEqual([]);
        const ratings = drawer.locator('.ant-rate');
        expect(await ratings.count()).toBe(4);
        for (let i = 0; i < 4; i++)
          await ratings.nth(i).locator('.ant-rate-star').nth(3).locator('div').first().click();
        await drawer.getByLabel('Nhận xét (không bắt buộc)').fill('Em thích cách thầy/cô giảng bài.');
        await drawer.getByRole('button', { name: 'Lưu' }).click();
        await drawer.waitFor({ state: 'hidden' });
        const edit = card.getByRole('button', { name: `Sửa đánh giá lớp ${lop}` });
        await edit.waitFor();

        // Editable until the close: the drawer opens with the saved answer; one more star on the first question.
        await page.reload();
        await edit.click();
        await drawer.waitFor();
        expect(await drawer.getByLabel('Nhận xét (không bắt buộc)').inputValue()).toBe(
          'Em thích cách thầy/cô giảng bài.',
        );
        expect(await drawer.locator('.ant-rate').first().locator('.ant-rate-star-full').count()).toBe(4);
        await drawer.locator('.ant-rate').first().locator('.ant-rate-star').nth(4).locator('div').first().click();
        await drawer.getByRole('button', { name: 'Lưu' }).click();
        await drawer.waitFor({ state: 'hidden' });
        const mine = await page.evaluate(async () => {
          const res = await fetch('/api/KhaoSatGiaoVien/khaoSatCuaToi', { credentials: 'include' });
          return (await res.json()) as {
            data: { ten: string; lop: { tenLop: string; traLoi: { diem: number[] } }[] }[];
          };
        });
        const answer = mine.data
          .find((c) => c.ten === 'Khảo sát giảng dạy giữa năm')!
          .lop.find((l) => l.tenLop === lop);
        expect(answer?.traLoi?.diem).toEqual([5, 4, 4, 4]);
      },
      { bypassCSP: true },
    );
  });

  it('baocao reads the national statistics with charts; giaovien reads their closed results with comments', async () => {
    await withPage(browser(), 'survey-report', async (page) => {
      await openSignedIn(page, 'baocao', '/baoCao/thongKeKhaoSatGiaoVienVN');
      await page.getByText('Thống kê: Khảo sát giảng dạy học kỳ I').waitFor();
      await page.getByRole('img', { name: 'Phân bố điểm theo câu hỏi' }).waitFor();
      await page.getByRole('button', { name: 'Xuất Excel' }).waitFor();
    });
    await withPage(browser(), 'survey-mine', async (page) => {
      await openSignedIn(page, 'giaovien', '/chuyenmon/thongkekhaosat');
      const result = page.locator('.ant-card').filter({ hasText: 'Khảo sát giảng dạy học kỳ I' });
      await result.getByText(/Nhận xét của học sinh \(\d+\)/).waitFor();
      expect(await page.getByText('Khảo sát giảng dạy giữa năm').count()).toBe(0);
    });
  });
});
