import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../server/src/demo/docx';
import { clickInDialog } from '../support/antd-modal';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const TITLE = 'Hệ hai phương trình bậc nhất hai ẩn (e2e)';

describe('lesson plans', () => {
  it('giaovien submits a plan with a DOCX; totruong previews it and returns it; giaovien resubmits; totruong sees the difference and approves', async () => {
    let planId = 0;
    await withPage(browser(), 'plan-write', async (page) => {
      await openSignedIn(page, 'giaovien', '/chuyenmon/giaoancuatoi/taogiaoan');
      await page.getByLabel('Tên bài dạy').fill(TITLE);
      const classes = page.getByLabel('Lớp môn học');
      await classes.click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click();
      await classes.press('Escape');
      await page.getByLabel('1. Về kiến thức').fill('Nêu được khái niệm hệ hai phương trình bậc nhất hai ẩn.');
      await page.getByLabel('a) Mục tiêu').first().fill('Gợi nhu cầu giải hệ phương trình.');
      await page.getByRole('button', { name: 'Lưu nháp' }).click();
      await page.waitForURL(/\/chuyenmon\/giaoancuatoi\/\d+$/);
      planId = Number(new URL(page.url()).pathname.split('/').pop());

      await page.getByRole('tab', { name: /Tệp đính kèm/ }).click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'phieu-hoc-tap.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: buildDocx('Phiếu học tập', ['Giải hệ: x + y = 3; x − y = 1.']),
      });
      await page.getByText('phieu-hoc-tap.docx').waitFor();
      await page.getByRole('tab', { name: 'Nội dung giáo án' }).click();
      await page.getByRole('button', { name: 'Lưu và nộp duyệt' }).click();
      await page.locator('.ant-tag', { hasText: 'Chờ duyệt' }).waitFor();
    });

    await withPage(browser(), 'plan-return', async (page) => {
      await openSignedIn(page, 'totruong', '/chuyenmon/giaoancanduyet');
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(`**/chuyenmon/giaoancanduyet/${planId}`);
      await page.getByRole('button', { name: 'Xem trước' }).click();
      await page.waitForURL(/\/chuyenmon\/filegiaoan\/\d+\/xemtruoc/);
      // The DOCX as the PDF the server made of it, or (no LibreOffice here) the plain notice with the download.
      await page
        .locator('iframe[title="phieu-hoc-tap.docx"]')
        .or(page.getByText('Máy chủ chưa cài bộ chuyển đổi'))
        .first()
        .waitFor();
      await page.goBack();
      await page
        .getByLabel('Nhận xét mục I.1. Về kiến thức')
        .fill('Bổ sung mục tiêu về cách giải bằng phương pháp thế.');
      await page.getByRole('button', { name: 'Trả lại' }).click();
      await clickInDialog(page, 'Trả lại');
      await page.locator('.ant-tag', { hasText: 'Trả lại' }).first().waitFor();
    });

    await withPage(browser(), 'plan-resubmit', async (page) => {
      await openSignedIn(page, 'giaovien', `/chuyenmon/giaoancuatoi/${planId}`);
      await page.getByText('Bổ sung mục tiêu về cách giải bằng phương pháp thế.').waitFor();
      await page
        .getByLabel('1. Về kiến thức')
        .fill('Nêu được khái niệm hệ hai phương trình bậc nhất hai ẩn.\nGiải được hệ bằng phương pháp thế.');
      await page.getByRole('button', { name: 'Lưu và nộp duyệt' }).click();
      await page.locator('.ant-tag', { hasText: 'Nộp lại — chờ duyệt' }).waitFor();
    });

    await withPage(browser(), 'plan-approve', async (page) => {
      await openSignedIn(page, 'totruong', `/chuyenmon/giaoancanduyet/${planId}`);
      const changes = page.locator('.ant-card', { hasText: 'Thay đổi so với phiên bản trước' }).first();
      await changes.getByText('Giải được hệ bằng phương pháp thế.').waitFor();
      expect(await changes.locator('.ant-tag', { hasText: '1. Về kiến thức' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Duyệt' }).click();
      await clickInDialog(page, 'Duyệt');
      await page.locator('.ant-tag', { hasText: 'Đã duyệt' }).first().waitFor();
    });
  });
});
