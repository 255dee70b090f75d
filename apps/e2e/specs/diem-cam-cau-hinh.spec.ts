import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const EXAMS = '/quanlydiemcam/quanlybaithicam';
const SCALES = '/quanlydiemcam/thangquydoidiem';

interface ClassOption {
  id: number;
  tenLop: string;
  monHocId: number;
  tenMonHoc: string;
  maSyllabus: string | null;
  tenKhoi: string | null;
}

/** Two Cambridge subject classes of one subject that the signed-in office manages (from the API, as the form lists). */
async function twoClassesOfOneSubject(page: Page): Promise<[ClassOption, ClassOption]> {
  const classes = await page.evaluate(
    async () => (await (await fetch('/api/DiemCam/lopMonHocQuanLy')).json()).data as ClassOption[],
  );
  const bySubject = new Map<number, ClassOption[]>();
  for (const c of classes) bySubject.set(c.monHocId, [...(bySubject.get(c.monHocId) ?? []), c]);
  const pair = [...bySubject.values()].find((list) => list.length >= 2);
  if (!pair) throw new Error('the demo school has no Cambridge subject with two classes');
  return [pair[0]!, pair[1]!];
}

const optionLabel = (c: ClassOption) => `${c.tenLop} — ${c.maSyllabus ? `${c.maSyllabus} ` : ''}${c.tenMonHoc}`;

describe('Cambridge exams and conversion scales (daotao)', () => {
  it('creates an exam with components and thresholds, copies it to another class, and edits a used scale', async () => {
    await withPage(browser(), 'diem-cam-exam-copy-scale', async (page) => {
      await openSignedIn(page, 'daotao', EXAMS);
      const [source, target] = await twoClassesOfOneSubject(page);
      const name = `Mock Geography ${Date.now()}`;

      await page.getByRole('button', { name: 'Thêm bài thi' }).click();
      const drawer = page.getByRole('dialog', { name: 'Thêm bài thi' });
      await chooseOption(page, drawer.getByLabel('Lớp môn học', { exact: true }), {
        option: optionLabel(source),
        search: source.tenLop,
      });
      await drawer.getByLabel('Tên bài thi').fill(name);
      await chooseOption(page, drawer.getByLabel('Loại bài thi'), { option: 'Thi thử (mock)' });
      // Two components: Paper 1 out of 75 weighted 1.6, Paper 2 out of 80 weighted 1 → maximum 200.
      const rows = drawer.locator('[data-testid^="component-"]');
      await rows.nth(0).getByLabel('Điểm tối đa').fill('75');
      await rows.nth(0).getByLabel('Trọng số').fill('1.6');
      await drawer.getByRole('button', { name: 'Thêm thành phần' }).click();
      await rows.nth(1).getByLabel('Điểm tối đa').fill('80');
      await rows.nth(1).getByLabel('Trọng số').fill('1');
      await drawer.getByText('Tổng có trọng số tối đa: 200').waitFor();
      // A threshold above the weighted maximum is refused while typing.
      await drawer.getByLabel('A*', { exact: true }).fill('250');
      await drawer.getByText('Ngưỡng điểm vượt quá tổng điểm có trọng số tối đa.').waitFor();
      const geography = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
      for (const [grade, min] of Object.entries(geography)) {
        await drawer.getByLabel(grade, { exact: true }).fill(String(min));
      }
      await drawer.getByText('Ngưỡng điểm vượt quá tổng điểm có trọng số tối đa.').waitFor({ state: 'detached' });
      const saving = page.waitForResponse(
        (r) => r.url().endsWith('/api/DiemCam/baiThi') && r.request().method() === 'POST',
      );
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      const saved = await saving;
      expect(saved.status()).toBe(200);
      const exam = (await saved.json()).data;
      expect(exam).toMatchObject({ lopMonHocId: source.id, tongToiDa: 200, nguongDiem: geography });

      // The new exam in the list, found with the search box.
      await page.getByPlaceholder(/Tìm/).first().fill(name);
      const row = page.locator('.ant-table-row', { hasText: name });
      await row.waitFor();
      await row.getByText('A* 181 · A 156').waitFor();

      // Copy it to the other class of the subject.
      await row.getByRole('button', { name: `Sao chép ${name} sang lớp khác` }).click();
      const modal = page.getByRole('dialog', { name: /^Sao chép/ });
      await modal.getByRole('checkbox', { name: target.tenLop, exact: true }).check();
      await modal.getByRole('button', { name: 'Sao chép' }).click();
      await page.getByText(`Đã sao chép sang: ${target.tenLop}`).waitFor();
      await page.locator('.ant-table-row', { hasText: target.tenLop }).filter({ hasText: name }).waitFor();

      // The conversion scales: the demo's linear scale was used by results, so saving it makes version 2.
      await page.goto(SCALES);
      const scaleRow = page.locator('.ant-table-row', { hasText: 'Phần trăm → điểm hệ 10 (Cambridge)' });
      await scaleRow.getByText('Đã dùng').waitFor();
      await scaleRow.getByRole('button', { name: /^Sửa Phần trăm → điểm hệ 10/ }).click();
      const scaleDrawer = page.getByRole('dialog', { name: /^Sửa Phần trăm/ });
      await scaleDrawer.getByText(/Kết quả đã dùng phiên bản 1/).waitFor();
      // The live preview follows the edit: 74,5 % → 7,5 with one decimal, 7,45 with two.
      const preview = scaleDrawer.getByTestId('scale-preview');
      await preview.locator('tr', { hasText: '74.5' }).getByText('7,5', { exact: true }).waitFor();
      await scaleDrawer.getByLabel('Số chữ số thập phân').fill('2');
      await preview.locator('tr', { hasText: '74.5' }).getByText('7,45', { exact: true }).waitFor();
      await scaleDrawer.getByRole('button', { name: 'Lưu' }).click();
      await page.getByText('Phiên bản cũ đã được dùng: đã tạo phiên bản 2.').waitFor();
      await scaleRow.getByText('v2').waitFor();
      // Both versions in the history: v2 current, v1 used and unchanged.
      await scaleRow.getByRole('button', { name: /^Các phiên bản của/ }).click();
      const history = page.getByRole('dialog', { name: /^Các phiên bản của/ });
      await history.locator('tr', { hasText: 'v1' }).getByText('Đã dùng').waitFor();
      await history.locator('tr', { hasText: 'v1' }).getByText('% ÷ 10, làm tròn 1 chữ số').waitFor();
      await history.locator('tr', { hasText: 'v2' }).getByText('Hiện hành').waitFor();
    });
  });

  it('the three screens fit a 375 px phone in the dark theme', async () => {
    await withPage(
      browser(),
      'diem-cam-phone',
      async (page) => {
        await openSignedIn(page, 'daotao', '/quanlydiemcam/monhoc');
        for (const path of ['/quanlydiemcam/monhoc', EXAMS, SCALES]) {
          await page.goto(path);
          await page.locator('.data-cards, .ant-empty').first().waitFor();
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, path).toBeLessThanOrEqual(0);
        }
        // The exam form on the phone: the drawer fits the screen.
        await page.goto(EXAMS);
        await page.getByRole('button', { name: 'Thêm bài thi' }).click();
        const drawer = await page.locator('.ant-drawer-content-wrapper').boundingBox();
        expect(drawer?.width ?? 0).toBeLessThanOrEqual(375.5);
      },
      { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, colorScheme: 'dark' },
    );
  });
});
