import { describe, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const PAGE = '/hoSoCuaToi/lichSuDiemDanhMay';
const REASON = 'Quên chấm công khi ra về sau họp tổ';

describe('my punches; HR’s expiring documents', () => {
  it('giaovien asks for a missing punch, nhansu approves it, giaovien sees it approved', async () => {
    await withPage(browser(), 'punch-ask', async (page) => {
      await openSignedIn(page, 'giaovien', PAGE);
      await page.getByRole('button', { name: 'Xin bổ sung chấm công' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Lý do').fill(REASON);
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('row', { name: new RegExp(`17:00.*${REASON}.*Chờ duyệt`) }).waitFor();
    });

    await withPage(browser(), 'punch-approve', async (page) => {
      await openSignedIn(page, 'nhansu', `${PAGE}?tab=duyet`);
      const row = page.getByRole('row', { name: new RegExp(`Nguyễn Văn An.*${REASON}`) });
      await row.getByRole('button', { name: 'Duyệt' }).click();
      await page.getByRole('dialog').getByLabel('Ghi chú').fill('Đã xác nhận với tổ trưởng');
      await clickInDialog(page, 'Duyệt');
      await row.waitFor({ state: 'detached' });
    });

    await withPage(browser(), 'punch-approved', async (page) => {
      await openSignedIn(page, 'giaovien', PAGE);
      await page.getByRole('row', { name: new RegExp(`17:00.*${REASON}.*Đã duyệt`) }).waitFor();
    });
  });

  it('nhansu records a work permit that expires in 20 days; the expiring list shows it with the days left', async () => {
    await withPage(browser(), 'expiring-permit', async (page) => {
      await openSignedIn(page, 'nhansu', '/quanlynhansu/visapassportworkpermit');
      await page.getByRole('button', { name: 'Thêm giấy tờ' }).click();
      const drawer = page.getByRole('dialog');
      await chooseOption(page, drawer.getByLabel('Nhân viên'));
      await drawer.getByLabel('Số', { exact: true }).fill('GPLĐ-E2E-20');
      const expires = new Date(Date.now() + 20 * 86_400_000);
      const shown = [expires.getDate(), expires.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
      const date = drawer.getByLabel('Ngày hết hạn');
      await date.click();
      await date.fill(`${shown}/${expires.getFullYear()}`);
      await date.press('Enter');
      await drawer.getByRole('button', { name: 'Lưu' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByLabel('Hết hạn trong 60 ngày').click();
      await page
        .getByRole('row')
        .filter({ hasText: 'GPLĐ-E2E-20' })
        .filter({ hasText: 'Giấy phép lao động' })
        .filter({ hasText: 'Còn 20 ngày' })
        .waitFor();
    });
  });
});
