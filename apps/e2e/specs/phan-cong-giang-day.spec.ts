import type { PhanCongTongHop } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../server/test/support/test-files';
import { axeViolations } from '../support/axe';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const SCREEN = '/quanlythoikhoabieu/phanconggiangday';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Mã lớp môn học', 'Lớp môn học', 'Mã giáo viên'];

describe('Teaching assignments and my classes', () => {
  it('daotao sees loads over/under the norm and assigns a teacher to a subject class', async () => {
    await withPage(
      browser(),
      'phan-cong-assign',
      async (page) => {
        await openSignedIn(page, 'daotao', SCREEN);
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

  it('daotao imports an assignment sheet: checked first (nothing written), saved on confirm, then put back', async () => {
    await withPage(browser(), 'phan-cong-import', async (page) => {
      await openSignedIn(page, 'daotao', SCREEN);
      const summary = async () =>
        ((await (await page.request.get('/api/PhanCongGiangDay/tongHop')).json()) as { data: PhanCongTongHop }).data;
      const data = await summary();
      const cls = data.lop.find((c) => c.giaoVien.length === 1)!;
      const codeOf = new Map(data.giaoVien.map((g) => [g.nhanVienId, g.maNhanVien]));
      const codes = cls.giaoVien.map((g) => codeOf.get(g.id)!);
      const teachersOfClass = async () => (await summary()).lop.find((c) => c.id === cls.id)!.giaoVien;
      const extra = data.giaoVien.find((g) => !cls.giaoVien.some((c) => c.id === g.nhanVienId))!;
      const sheet = async (teacherCodes: string[]) => ({
        name: 'phan-cong.xlsx',
        mimeType: XLSX,
        buffer: await buildWorkbook(HEADER, [[cls.id, cls.tenLop, teacherCodes.join(';')]]),
      });

      const dialog = page.getByRole('dialog').filter({ hasText: 'Nhập phân công từ Excel' });
      // Add a teacher to the class, then import its old teachers back; the class is checked unchanged before each save.
      for (const [teacherCodes, teachersBefore] of [
        [[...codes, extra.maNhanVien], codes.length],
        [codes, codes.length + 1],
      ] as const) {
        await page.getByRole('button', { name: 'Nhập Excel' }).click();
        await dialog.locator('input[type=file]').setInputFiles(await sheet([...teacherCodes]));
        await dialog.getByText(/^Tệp hợp lệ: 1 lớp sẽ thay đổi/).waitFor();
        expect((await teachersOfClass()).length).toBe(teachersBefore);
        await dialog.getByRole('button', { name: 'Lưu phân công của 1 lớp' }).click();
        await dialog.getByText(/^Đã lưu: 1 lớp thay đổi/).waitFor();
        await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      expect(await teachersOfClass()).toEqual(cls.giaoVien);
    });
  });

  it('daotao opens the page on a phone (375 px)', async () => {
    await withPage(
      browser(),
      'phan-cong-phone',
      async (page) => {
        await openSignedIn(page, 'daotao', SCREEN);
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
        await openSignedIn(page, 'hocsinh', '/hocsinh/lopquanly');
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
