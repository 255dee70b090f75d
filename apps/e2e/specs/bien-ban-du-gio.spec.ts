import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const MINE = '/chuyenmon/bienbandugio';
const HR = '/quanlynhansu/bienbandugio';
const OBSERVED = 'Nguyễn Văn An';
const STRENGTHS = 'Học sinh tự đặt bài toán từ tình huống thực tế (e2e dự giờ).';
const SUGGESTIONS = 'Chốt lại các bước giải trên bảng trước khi giao bài tập về nhà (e2e dự giờ).';
const RESPONSE = 'Em cảm ơn tổ, tiết sau em sẽ chốt các bước giải rõ hơn (e2e dự giờ).';
const BUTTONS_OF_AN_OPEN_MINUTE = ['Lưu nháp', 'Nộp biên bản', 'Xác nhận đã đọc', 'Khoá biên bản', 'Huỷ lịch'];

/** Calls the API from a signed-in page (its session cookie, same origin) and answers the envelope's data. */
async function callApi<T>(page: Page, url: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, json: await response.json() };
  }, url);
  expect(answer.status, url).toBe(200);
  return answer.json.data as T;
}

const iso = (day: Date) => day.toLocaleDateString('sv-SE');
const shown = (day: Date) => iso(day).split('-').reverse().join('/');

/**
 * A school day of next week on which the observed teacher has lessons in the published timetable (Wednesday first;
 * Tuesday last, the day the substitution spec files a leave of theirs for): whatever today's weekday or hour.
 */
async function dayWithLessons(page: Page, giaoVienId: number): Promise<Date> {
  const monday = new Date();
  monday.setHours(12, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) + 7);
  for (const offset of [2, 3, 4, 0, 1]) {
    const day = new Date(monday);
    day.setDate(monday.getDate() + offset);
    const lessons = await callApi<unknown[]>(
      page,
      `/api/BienBanDuGio/tietDay?giaoVienId=${giaoVienId}&ngay=${iso(day)}`,
    );
    if (lessons.length > 0) return day;
  }
  throw new Error(`${OBSERVED} has no lesson next week in the published timetable`);
}

/** Opens the minute of the observation on `when` ("dd/mm/yyyy · Tiết n") from the list, once it has `status`. */
async function openMinute(page: Page, when: string, status: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: when }).filter({ hasText: OBSERVED });
  await row.locator('.ant-tag', { hasText: status }).waitFor();
  await row.getByRole('button', { name: 'Xem biên bản' }).click();
  const minute = page.getByRole('dialog', { name: 'Biên bản dự giờ', exact: true });
  await minute.locator('.ant-descriptions').getByText(when).waitFor();
  return minute;
}

/** Gives each criterion (a radio group named after it) `value`, checking that the pick took. */
async function score(criteria: Locator[], value: string): Promise<void> {
  for (const criterion of criteria) {
    await criterion.getByText(value, { exact: true }).click();
    await expect.poll(() => criterion.getByRole('radio', { name: value, exact: true }).isChecked()).toBe(true);
  }
}

describe('observation minutes', () => {
  it('totruong schedules an observation of giaovien’s lesson, fills and submits the minute; giaovien responds and acknowledges; HR locks it', async () => {
    let when = '';
    await withPage(browser(), 'observation-schedule-and-fill', async (page) => {
      await openSignedIn(page, 'totruong', MINE);
      const teachers = await callApi<{ id: number; hoTen: string }[]>(page, '/api/BienBanDuGio/giaoVien');
      const observed = teachers.find((p) => p.hoTen === OBSERVED);
      expect(observed, 'giaovien is in totruong’s department').toBeDefined();
      const day = await dayWithLessons(page, observed!.id);

      // The department head schedules: the teacher, the day (clicked in the calendar), a lesson of theirs that day.
      await page.getByRole('button', { name: 'Lên lịch dự giờ' }).click();
      const drawer = page.getByRole('dialog', { name: 'Lên lịch dự giờ', exact: true });
      await chooseOption(page, drawer.getByLabel('Giáo viên được dự giờ'), { option: OBSERVED, search: 'Nguyễn Văn' });
      await drawer.getByLabel('Ngày', { exact: true }).click();
      const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      const cell = calendar.locator(`.ant-picker-cell-in-view[title="${iso(day)}"]`);
      if ((await cell.count()) === 0) await calendar.locator('.ant-picker-header-next-btn').click();
      await cell.click();
      await calendar.waitFor({ state: 'hidden' });
      const lesson = await chooseOption(page, drawer.getByLabel('Tiết dạy (theo thời khoá biểu)'));
      const tiet = /^Tiết (\d+) · /.exec(lesson)?.[1];
      expect(tiet, lesson).toBeDefined();
      when = `${shown(day)} · Tiết ${tiet}`;
      // One more observer from the department (the organiser always is one).
      const colleague = await chooseOption(page, drawer.getByLabel('Người dự giờ thêm'));
      await drawer.getByRole('button', { name: 'Lưu', exact: true }).click();
      await drawer.waitFor({ state: 'detached' });

      // As its organiser (always an observer) they fill half the rubric and save a draft...
      const minute = await openMinute(page, when, 'Đã lên lịch');
      await minute.getByText(`Phạm Minh Tuấn, ${colleague}`, { exact: true }).waitFor();
      const criteria = await minute.getByRole('radiogroup').all();
      expect(criteria.length).toBe(12);
      expect(await minute.getByRole('radio', { disabled: false }).count()).toBe(12 * 4);
      await score(criteria.slice(0, 6), '3');
      await minute.getByLabel('Ưu điểm').fill(STRENGTHS);
      await minute.getByRole('button', { name: 'Lưu nháp' }).click();
      await page.getByText('Đã lưu biên bản.').first().waitFor();
      await minute.locator('.ant-tag', { hasText: 'Đang ghi biên bản' }).waitFor();
      await minute.locator('.ant-descriptions').getByText('3', { exact: true }).waitFor();

      // ...then scores the rest, writes the suggestions and submits: the minute is no longer theirs to edit.
      await score(criteria.slice(6), '4');
      await minute.getByLabel('Góp ý').fill(SUGGESTIONS);
      await minute.getByRole('button', { name: 'Nộp biên bản' }).click();
      await page.getByText('Đã nộp biên bản.').first().waitFor();
      await minute.locator('.ant-tag', { hasText: 'Đã nộp biên bản' }).waitFor();
      await minute.locator('.ant-descriptions').getByText('3.5', { exact: true }).waitFor();
      expect(await minute.getByRole('button', { name: 'Lưu nháp' }).count()).toBe(0);
      expect(await minute.getByRole('radio', { disabled: false }).count()).toBe(0);
    });

    await withPage(browser(), 'observation-acknowledge', async (page) => {
      await openSignedIn(page, 'giaovien', MINE);
      const minute = await openMinute(page, when, 'Đã nộp biên bản');
      expect(await minute.getByLabel('Ưu điểm').inputValue()).toBe(STRENGTHS);
      expect(await minute.getByLabel('Góp ý').inputValue()).toBe(SUGGESTIONS);
      // The observed teacher reads the scores but cannot change them, nor lock the minute.
      expect(await minute.getByRole('radio', { disabled: false }).count()).toBe(0);
      expect(await minute.getByRole('button', { name: 'Khoá biên bản' }).count()).toBe(0);
      await minute.getByLabel('Ý kiến của giáo viên được dự giờ').fill(RESPONSE);
      await minute.getByRole('button', { name: 'Xác nhận đã đọc' }).click();
      await page.getByText('Đã xác nhận biên bản.').first().waitFor();
      await minute.locator('.ant-tag', { hasText: 'Giáo viên đã xác nhận' }).waitFor();
      expect(await minute.getByRole('button', { name: 'Xác nhận đã đọc' }).count()).toBe(0);
    });

    await withPage(browser(), 'observation-lock', async (page) => {
      await openSignedIn(page, 'nhansu', HR);
      const minute = await openMinute(page, when, 'Giáo viên đã xác nhận');
      expect(await minute.getByLabel('Ý kiến của giáo viên được dự giờ').inputValue()).toBe(RESPONSE);
      await minute.getByRole('button', { name: 'Khoá biên bản' }).click();
      await page.getByText('Đã khoá biên bản.').first().waitFor();
      await minute.locator('.ant-tag', { hasText: 'Đã khoá' }).waitFor();
      for (const name of BUTTONS_OF_AN_OPEN_MINUTE) {
        expect(await minute.getByRole('button', { name }).count(), name).toBe(0);
      }
    });

    // Locked, the minute is read-only for its observer too: their list shows the state, the minute no action.
    await withPage(browser(), 'observation-locked', async (page) => {
      await openSignedIn(page, 'totruong', MINE);
      const minute = await openMinute(page, when, 'Đã khoá');
      expect(await minute.getByLabel('Ý kiến của giáo viên được dự giờ').inputValue()).toBe(RESPONSE);
      expect(await minute.getByRole('radio', { disabled: false }).count()).toBe(0);
      expect(await minute.getByLabel('Ưu điểm').getAttribute('readonly')).not.toBeNull();
      for (const name of BUTTONS_OF_AN_OPEN_MINUTE) {
        expect(await minute.getByRole('button', { name }).count(), name).toBe(0);
      }
    });
  });
});
