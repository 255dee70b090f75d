import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { axeViolations } from '../support/axe';
import { baseUrl, useBrowser, withPage } from '../support/browser';
import { E2E_ADMISSIONS_KEY } from '../support/portal-server';
import { openSignedIn } from '../support/sign-in';

const browser = useBrowser();
const PAGE = '/tuyensinh/xetduyethoso';
const NAME = 'Trịnh Gia Tuệ Nhiên';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Opens the application's drawer from the list, found by the child's name. */
async function openApplication(page: Page) {
  await openSignedIn(page, 'tuyensinh', `${PAGE}?search=${encodeURIComponent('Tuệ Nhiên')}`);
  await page.getByRole('tab', { name: 'Danh sách' }).click();
  await page.getByRole('button', { name: NAME }).click();
  return page.getByRole('dialog', { name: new RegExp(NAME) });
}

/** A step through the screen: the step's button, then the confirmation. */
async function step(page: Page, drawer: ReturnType<Page['getByRole']>, button: string, status: string) {
  await drawer.getByRole('button', { name: button, exact: true }).click();
  await clickInDialog(page, 'Xác nhận');
  await drawer.getByText(status, { exact: true }).first().waitFor();
}

describe('admissions', () => {
  it('an application from the site is reviewed, accepted and enrolled by tuyensinh; the student is in quanly/hocsinh', async () => {
    const posted = await fetch(`${baseUrl()}/api/TuyenSinh/hoSo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': E2E_ADMISSIONS_KEY },
      body: JSON.stringify({
        maHoSoNguon: `E2E-${Date.now()}`,
        hoTen: NAME,
        ngaySinh: '2021-05-09',
        gioiTinh: 'nu',
        chuongTrinh: 'quocGia',
        khoi: 1,
        truongCu: 'Trường Mầm non Sơn Ca',
        phuHuynh: [{ quanHe: 'Mẹ', hoTen: 'Lý Thu Hà', dienThoai: '0912345678' }],
        taiLieu: [{ loai: 'giayKhaiSinh', tenTep: 'khai-sinh.pdf', noiDung: PDF.toString('base64') }],
      }),
    });
    expect(posted.status).toBe(200);
    const { data } = (await posted.json()) as { data: { id: number; maHoSo: string } };

    await withPage(
      browser(),
      'admissions-review',
      async (page) => {
        const drawer = await openApplication(page);
        await drawer.getByRole('link', { name: /Giấy khai sinh: khai-sinh\.pdf/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await step(page, drawer, 'Bắt đầu xét duyệt', 'Đang xét duyệt');
        // The evaluation repeats the same dialog: through the API, with the version read.
        const api = page.context().request;
        const read = await (await api.get(`/api/TuyenSinh/hoSo/${data.id}`)).json();
        const moved = await api.post(`/api/TuyenSinh/hoSo/${data.id}/chuyenTrangThai`, {
          data: { trangThai: 'daDanhGia', ghiChu: 'Phỏng vấn tốt', version: read.data.version },
        });
        expect(moved.status()).toBe(200);
      },
      { bypassCSP: true },
    );

    await withPage(browser(), 'admissions-accept-enrol', async (page) => {
      const drawer = await openApplication(page);
      await step(page, drawer, 'Trúng tuyển', 'Trúng tuyển');
      await drawer.getByRole('button', { name: 'Nhập học', exact: true }).click();
      const dialog = page.getByRole('dialog').last();
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Lớp chủ nhiệm' }));
      await clickInDialog(page, 'Nhập học');
      await drawer.getByText('Đã nhập học', { exact: true }).first().waitFor();
      await drawer.getByRole('link', { name: /Thư thông báo/ }).waitFor();
    });

    await withPage(browser(), 'admissions-student', async (page) => {
      await openSignedIn(page, 'admin', `/quanly/hocsinh?search=${encodeURIComponent(data.maHoSo)}`);
      await page.getByRole('row', { name: new RegExp(`${NAME}.*${data.maHoSo}`) }).waitFor();
    });
  });
});
