import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const MANAGE = '/quanlythoikhoabieu/phancongthoikhoabieu';
const MY_WEEK = '/chuyenmon/thoikhoabieucuatoi';

describe('timetables', () => {
  it('daotao generates a draft, a move onto a conflict is refused, the draft is published; giaovien sees the week', async () => {
    await withPage(browser(), 'tkb-manage', async (page) => {
      await openSignedIn(page, 'daotao', MANAGE);
      await page.getByRole('button', { name: 'Tạo phiên bản' }).click();
      // The draft is of the next term, so that publishing it leaves this week's timetable (other specs use it) as it is.
      await chooseOption(page, page.getByRole('dialog').getByLabel('Học kỳ', { exact: true }), { option: 'Học kỳ II' });
      await page.getByLabel('Tên').fill('Bản nháp kiểm thử');
      await page.getByRole('button', { name: 'Lưu', exact: true }).click();
      await page.getByRole('heading', { name: 'Bản nháp kiểm thử' }).waitFor();

      await page.getByRole('button', { name: 'Xếp tự động' }).click();
      await page
        .getByTestId('generation')
        .getByText(/Đã xếp xong|Không xếp được hết/)
        .waitFor({ timeout: 60_000 });
      const lessons = page.locator('button[data-lesson]').filter({ hasNotText: /Chào cờ|Sinh hoạt lớp/ });
      await lessons.nth(1).waitFor();

      // Pick one lesson of the class and drop it on another lesson of the same class: refused, the class named.
      const first = lessons.nth(0);
      const firstText = await first.textContent();
      await first.click();
      await page.getByText(/Đang chọn/).waitFor();
      expect(await page.locator('td[data-slot]').evaluateAll((cells) => cells.length)).toBeGreaterThan(0);
      await lessons.nth(1).click();
      await page
        .getByText(/Trùng lịch (lớp|giáo viên)/)
        .first()
        .waitFor();
      expect(await lessons.nth(0).textContent()).toBe(firstText);

      // With the keyboard only: pick the lesson (Enter on it), Tab to a slot the grid says is free, Enter moves it.
      await first.focus();
      await page.keyboard.press('Enter');
      await page.getByText(/Đang chọn/).waitFor();
      const free = page.locator('td[data-mark="free"]:not(:has([data-lesson]))').first();
      const target = await free.getAttribute('data-slot');
      expect(await free.getAttribute('aria-label')).toMatch(/Tiết \d+, trống/);
      const moved = page.waitForResponse(
        (r) => r.url().includes('/api/ThoiKhoaBieu/tietHoc/') && r.request().method() === 'PUT',
      );
      await free.focus();
      await page.keyboard.press('Enter');
      expect((await moved).status()).toBe(200);
      await page
        .locator(`td[data-slot="${target}"] [data-lesson]`)
        .filter({ hasText: firstText ?? '' })
        .waitFor();

      // A fixed school period cannot be picked, and says so.
      await page.locator('button[data-lesson]').filter({ hasText: 'Chào cờ' }).first().click();
      await page.getByText(/là tiết cố định của trường, không chuyển được/).waitFor();

      await page.getByRole('button', { name: 'Công bố' }).click();
      await clickInDialog(page, 'Công bố');
      await page.getByText('Phiên bản đã công bố hoặc lưu trữ chỉ được xem', { exact: false }).waitFor();

      // A teacher's unavailable slot, marked on the teacher's grid, is saved for the next generation.
      await page.getByText('Giáo viên', { exact: true }).click();
      await page.getByRole('switch', { name: 'Sửa tiết bận của giáo viên' }).click();
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/ThoiKhoaBieu/giaoVien/') && r.request().method() === 'PUT',
      );
      // With the keyboard: a slot that takes a click is focusable and named, and Enter on it does what a click does.
      const slot = page.locator('td[data-slot="5:7"]');
      expect(await slot.getAttribute('tabindex')).toBe('0');
      expect(await slot.getAttribute('aria-label')).toMatch(/Tiết 8/);
      await slot.focus();
      await page.keyboard.press('Enter');
      const answer = (await (await saved).json()) as { data: { banTiet: { day: number; period: number }[] } };
      expect(answer.data.banTiet).toContainEqual({ day: 5, period: 7 });
    });

    await withPage(browser(), 'tkb-my-week', async (page) => {
      await openSignedIn(page, 'giaovien', MY_WEEK);
      await page.locator('[data-lesson]').first().waitFor();
      expect(await page.locator('[data-lesson]').count()).toBeGreaterThan(3);
      await page.getByRole('button', { name: /Tạo địa chỉ lịch/ }).click();
      expect(await page.getByTestId('feed-url').inputValue()).toMatch(/\/api\/ThoiKhoaBieu\/lich\/[\w-]{43}\.ics$/);
    });
  });
  it("daotao changes a subject's timetable rule (morning preferred) and it is saved at once", async () => {
    await withPage(browser(), 'tkb-subject-rules', async (page) => {
      await openSignedIn(page, 'daotao', MANAGE);
      await page.getByRole('button', { name: 'Quy tắc môn học' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByPlaceholder('Tìm môn học').fill('toan');
      const heavy = drawer.getByRole('switch', { name: /^Ưu tiên buổi sáng cho môn Toán/ }).first();
      await heavy.waitFor();
      const before = (await heavy.getAttribute('aria-checked')) === 'true';
      for (const expected of [!before, before]) {
        const saved = page.waitForResponse(
          (r) => r.url().includes('/api/ThoiKhoaBieu/monHoc/') && r.request().method() === 'PUT',
        );
        await heavy.click();
        const answer = (await (await saved).json()) as { data: { monNang: boolean } };
        expect(answer.data.monNang).toBe(expected);
        await expect.poll(() => heavy.getAttribute('aria-checked')).toBe(String(expected));
      }
    });
  });
});
