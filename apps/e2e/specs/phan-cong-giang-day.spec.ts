import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { signIn } from '../support/sign-in';

const browser = useBrowser();
const SCREEN = '/quanlythoikhoabieu/phanconggiangday';

describe('Teaching assignments and my classes', () => {
  it('daotao sees loads over/under the norm and assigns a teacher to a subject class', async () => {
    await withPage(
      browser(),
      'phan-cong-assign',
      async (page) => {
        await signIn(page, 'daotao', { from: `/login?returnUrl=${encodeURIComponent(SCREEN)}` });
        await page.getByRole('tab', { name: /Theo giáo viên/ }).click();
        const teachers = page.getByRole('tabpanel');
        await teachers
          .getByText(/^(Thừa|Thiếu) \d/)
          .first()
          .waitFor();
        const head = teachers.getByRole('row').filter({ hasText: 'Phạm Minh Tuấn' });
        await head.waitFor();
        expect(await head.textContent()).toMatch(/Thừa|Thiếu|Đủ định mức|Vượt trần/);

        await page.getByRole('tab', { name: /Theo lớp/ }).click();
        await page.getByRole('searchbox', { name: 'Tìm lớp, môn, giáo viên' }).fill('Ngữ văn - 10A');
        const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Ngữ văn - 10A' }).first();
        await row.getByRole('button', { name: /^Phân công giáo viên cho/ }).click();
        const dialog = page.getByRole('dialog').filter({ hasText: 'Phân công:' });
        // A multiple select whose options carry a load badge (chooseOption confirms a single select's shown label):
        // pick from this combobox's own list, then wait for the chosen teacher's tag.
        const picker = dialog.getByRole('combobox', { name: 'Giáo viên' });
        await picker.click();
        await picker.fill('Phạm Minh');
        const listId = await picker.getAttribute('aria-controls');
        await page
          .locator('.ant-select-dropdown')
          .filter({ has: page.locator(`[id="${listId}"]`) })
          .locator('.ant-select-item-option')
          .filter({ hasText: 'Phạm Minh Tuấn' })
          .first()
          .click();
        await dialog.getByText(/Phạm Minh Tuấn \(NV\d+\)/).waitFor();
        // A multiple select keeps its list open over the dialog's buttons: close it by clicking the dialog's title.
        await dialog.locator('.ant-modal-title').click();
        await page.locator(`[id="${listId}"]`).waitFor({ state: 'hidden' });
        await dialog.getByRole('button', { name: 'Lưu' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await row.getByText('Phạm Minh Tuấn').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });

  it('daotao opens the page on a phone (375 px)', async () => {
    await withPage(
      browser(),
      'phan-cong-phone',
      async (page) => {
        await signIn(page, 'daotao', { from: `/login?returnUrl=${encodeURIComponent(SCREEN)}` });
        await page.getByRole('tab', { name: /Theo lớp/ }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(1);
      },
      { viewport: { width: 375, height: 740 } },
    );
  });

  it('hocsinh opens their homeroom class: the homeroom teacher and classmates', async () => {
    await withPage(
      browser(),
      'hocsinh-lopquanly',
      async (page) => {
        await signIn(page, 'hocsinh', { from: `/login?returnUrl=${encodeURIComponent('/hocsinh/lopquanly')}` });
        await page.getByText('Giáo viên chủ nhiệm').waitFor();
        await page.getByText('Lê Thị Hồng Nhung').first().waitFor();
        await page.getByText(/Bạn cùng lớp \(\d+\)/).waitFor();
        // The class's week (with the homeroom teacher's class meeting) has loaded too before the accessibility scan.
        await page.locator('[data-lesson]').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });
});
