import type { ThongBaoChiTiet } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { NoticeDetailDrawer } from './notice-detail-drawer';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const draft: ThongBaoChiTiet = {
  id: 5,
  lopQuanLyId: 3,
  tieuDe: 'Họp phụ huynh',
  canXacNhan: true,
  trangThai: 'nhap',
  hocSinhIds: null,
  henGuiLuc: null,
  guiLuc: null,
  thuHoiLuc: null,
  nguoiTaoTen: 'Cô Lan',
  soNguoiNhan: 0,
  soDaMo: 0,
  soDaXacNhan: 0,
  soLoi: 0,
  version: 4,
  createdAt: '2026-11-20T02:00:00.000Z',
  noiDung: '<p>Thứ Bảy 8 giờ.</p>',
  tepDinhKem: [{ id: 71, tenTep: 'lich-hop.pdf', mimeType: 'application/pdf', kichThuoc: 2048 }],
  nguoiNhan: [],
};

describe('editing a draft notice on screen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(stubBrowserApis);
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    configureApi({ notifyError: () => {} });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
  });

  it('opens the draft with its text and files, saves the change against its version and keeps it a draft', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') return reply(200, { succeeded: true, data: { id: 5 } });
      if (url.startsWith('/api/ChuNhiem/lop/3')) return reply(200, { succeeded: true, data: { hocSinh: [] } });
      return reply(200, { succeeded: true, data: draft });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <App>
            <NoticeDetailDrawer id={5} onClose={() => {}} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Sửa bản nháp' }, { timeout: 90_000 }));
    const title = (await screen.findByLabelText('Tiêu đề', undefined, { timeout: 90_000 })) as HTMLInputElement;
    const editor = title.closest<HTMLElement>('[role=dialog]')!;
    expect(within(editor).getByText('Sửa bản nháp')).toBeTruthy();
    expect(title.value).toBe('Họp phụ huynh');
    expect(within(editor).getByText('lich-hop.pdf')).toBeTruthy();
    expect(within(editor).getByRole('textbox', { name: 'Nội dung' }).innerHTML).toBe('<p>Thứ Bảy 8 giờ.</p>');

    fireEvent.change(title, { target: { value: 'Họp phụ huynh cuối kỳ' } });
    fireEvent.click(within(editor).getByRole('button', { name: /Lưu/ }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true), {
      timeout: 90_000,
    });
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toBe('/api/ThongBaoGuiPhuHuynh/5');
    expect(JSON.parse(String(init?.body))).toEqual({
      lopQuanLyId: 3,
      tieuDe: 'Họp phụ huynh cuối kỳ',
      noiDung: '<p>Thứ Bảy 8 giờ.</p>',
      canXacNhan: true,
      hocSinhIds: null,
      tepDinhKemIds: [71],
      version: 4,
    });
    // Kept as a draft: nothing is sent.
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/gui'))).toBe(false);
  }, 300_000);

  it('shows how far the e-mails of a notice being sent have gone', async () => {
    const g = (
      id: number,
      email: string | null,
      trangThaiEmail: ThongBaoChiTiet['nguoiNhan'][number]['trangThaiEmail'],
    ) => ({
      id,
      hocSinhId: id,
      tenHocSinh: `Học sinh ${id}`,
      hoTen: `Phụ huynh ${id}`,
      quanHe: 'Mẹ',
      email,
      trangThaiEmail,
      loiEmail: null,
      guiLuc: null,
      soLanGui: 0,
      moLuc: null,
      xacNhanLuc: null,
      hetHanLuc: null,
      thuHoiLuc: null,
      lienKet: null,
    });
    const sending: ThongBaoChiTiet = {
      ...draft,
      trangThai: 'da_gui',
      guiLuc: '2026-11-20T03:00:00.000Z',
      soNguoiNhan: 4,
      nguoiNhan: [
        g(1, 'a@example.edu.vn', 'da_gui'),
        g(2, 'b@example.edu.vn', 'dang_gui'),
        g(3, 'c@example.edu.vn', 'cho_gui'),
        g(4, null, 'khong_gui'),
      ],
    };
    fetchMock.mockImplementation(async () => reply(200, { succeeded: true, data: sending }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <App>
            <NoticeDetailDrawer id={5} onClose={() => {}} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByText('Đang gửi e-mail: 1/3', undefined, { timeout: 90_000 });
    expect(screen.getByRole('progressbar', { name: 'Đang gửi e-mail: 1/3' })).toBeTruthy();
  }, 300_000);
});
