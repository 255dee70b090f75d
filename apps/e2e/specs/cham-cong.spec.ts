import { describe, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const PAGE = '/hoSoCuaToi/lichSuDiemDanhMay';
const REASON = 'Quên chấm công khi ra về sau họp tổ';

describe('my punches', () => {
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
});
