import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../server/src/demo/docx';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { useBrowser, withPage } from '../support/browser';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const TITLE = 'Hệ hai phương trình bậc nhất hai ẩn (e2e)';
const TWO_STEP_TITLE = 'Hệ thức lượng trong tam giác vuông (e2e, duyệt hai cấp)';

/** Calls the API from a signed-in page (its session cookie, same origin) and answers the envelope's data. */
async function callApi<T>(page: Page, method: string, url: string, body?: object): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
  expect(answer.status, `${method} ${url}`).toBe(200);
  return answer.json.data as T;
}

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

  it('with second approval on, the head’s approval leaves the plan to the deputy principal (baocao), who approves it', async () => {
    // HR turns the setting on and names the second approver; the same page puts it back at the end (the specs share
    // one portal, and the plan journey above expects the head's approval to be final).
    await withPage(browser(), 'plan-second-approval-setting', async (hr) => {
      await openSignedIn(hr, 'nhansu', '/quanlynhansu/caidatchuyenmon');
      const approval = hr.locator('.ant-card').filter({ has: hr.getByText('Duyệt giáo án', { exact: true }) });
      await approval.getByRole('switch').click();
      const approvers = approval.getByLabel('Người duyệt cấp 2');
      await chooseOption(hr, approvers, { option: /^Lý Hoàng Nam/, search: 'Lý Hoàng' });
      await approvers.press('Escape');
      await approval.getByRole('button', { name: 'Lưu', exact: true }).click();
      await hr.getByText('Đã lưu cài đặt.').waitFor();
      try {
        let planId = 0;
        // giaovien's plan, written and sent through the API (the journey above writes one through the screens).
        await withPage(browser(), 'plan-second-approval-submit', async (page) => {
          await openSignedIn(page, 'giaovien', '/chuyenmon/giaoancuatoi');
          const [lop] = await callApi<{ id: number }[]>(page, 'GET', '/api/GiaoAn/lopMonHocCuaToi');
          const plan = await callApi<{ id: number; version: number }>(page, 'POST', '/api/GiaoAn', {
            tieuDe: TWO_STEP_TITLE,
            lopMonHocIds: [lop!.id],
            tuan: 13,
            tiet: 25,
            noiDung: {
              kienThuc: { text: 'Nêu được các hệ thức về cạnh và đường cao trong tam giác vuông.' },
              moDau: { noiDung: 'Đo chiều cao cột cờ bằng bóng nắng.' },
            },
          });
          await callApi(page, 'POST', `/api/GiaoAn/${plan.id}/nop`, { version: plan.version });
          planId = plan.id;
        });
        await withPage(browser(), 'plan-second-approval-head', async (page) => {
          await openSignedIn(page, 'totruong', `/chuyenmon/giaoancanduyet/${planId}`);
          await page.getByRole('button', { name: 'Duyệt' }).click();
          await clickInDialog(page, 'Duyệt');
          // Approved by the head, it waits for the second approver: nothing left for the head to decide.
          await page.locator('.ant-tag', { hasText: 'Chờ duyệt cấp 2' }).first().waitFor();
          expect(await page.getByRole('button', { name: 'Duyệt' }).count()).toBe(0);
        });
        await withPage(browser(), 'plan-second-approval-deputy', async (page) => {
          await openSignedIn(page, 'baocao', '/chuyenmon/giaoancanduyet');
          const row = page.getByRole('row').filter({ hasText: TWO_STEP_TITLE });
          await row.locator('.ant-tag', { hasText: 'Chờ duyệt cấp 2' }).waitFor();
          await row.getByRole('link', { name: TWO_STEP_TITLE }).click();
          await page.waitForURL(`**/chuyenmon/giaoancanduyet/${planId}`);
          await page.getByRole('button', { name: 'Duyệt' }).click();
          await clickInDialog(page, 'Duyệt');
          await page.locator('.ant-tag', { hasText: 'Đã duyệt' }).first().waitFor();
        });
      } finally {
        const current = await callApi<{ version: number }>(hr, 'GET', '/api/GiaoAn/caiDat');
        await callApi(hr, 'PUT', '/api/GiaoAn/caiDat', {
          duyetCap2: false,
          nguoiDuyetCap2Ids: [],
          version: current.version,
        });
      }
    });
  });
});
