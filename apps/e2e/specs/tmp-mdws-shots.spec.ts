import { it } from 'vitest';
import { useBrowser, withPage } from '../support/browser';
import { signIn } from '../support/sign-in';

const browser = useBrowser();
it('shots', async () => {
  await withPage(browser(), 'shots', async (page) => {
    await signIn(page, 'admin', { from: '/login?returnUrl=/quanly/monhoc' });
    await page.getByRole('row', { name: /Toán/ }).first().waitFor();
    await page.screenshot({ path: '/tmp/mdws/monhoc.png' });
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Sửa' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/mdws/monhoc-edit.png' });
    await page.goto('/quanly/khoiHeHoc');
    await page.getByText('Khối 12').waitFor();
    await page.screenshot({ path: '/tmp/mdws/khoihehoc.png' });
    await page.goto('/quanly/phongban');
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Thành viên' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: '/tmp/mdws/phongban.png' });
    await page.goto('/quanly/LopQuanLy');
    await page.getByRole('row').nth(2).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/mdws/lop.png' });
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Danh sách học sinh' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: '/tmp/mdws/lop-students.png' });
  }, { viewport: { width: 1440, height: 900 } });
  await withPage(browser(), 'shots-phone', async (page) => {
    await signIn(page, 'admin', { from: '/login?returnUrl=/quanly/phong' });
    await page.getByRole('row', { name: /A101/ }).waitFor();
    await page.screenshot({ path: '/tmp/mdws/phong-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Thêm phòng' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/mdws/phong-form-375.png' });
  }, { viewport: { width: 375, height: 812 } });
});
