import type { TongKetLop } from '@hpl/shared/diem-vn/tong-ket.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { MarksCard } from './marks-card';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const summaryOf = (hocKy: number): TongKetLop => ({
  lopQuanLyId: 3,
  tenLop: '10A1',
  hocKy,
  xacNhan: false,
  mon: [
    { monHocId: 1, maMonHoc: 'TOAN', tenMonHoc: 'Toán' },
    { monHocId: 2, maMonHoc: 'GDTC', tenMonHoc: 'Giáo dục thể chất' },
  ],
  hocSinh: [
    {
      hocSinhId: 11,
      maHocSinh: 'HS11',
      hoTen: 'Nguyễn An',
      hocKy,
      hocTapRaw: 'Tốt',
      hocTap: 'Tốt',
      renLuyen: 'Khá',
      soBuoiNghi: 2,
      ketQua: hocKy === 0 ? 'LenLop' : null,
      danhHieu: hocKy === 0 ? 'Gioi' : null,
      sauHe: false,
      diem: [
        { monHocId: 1, diemTb: 8.25, ketQua: null, kiemTraLai: false },
        { monHocId: 2, diemTb: null, ketQua: 'Đạt', kiemTraLai: false },
      ],
    },
  ],
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <App>
          <MarksCard lopQuanLyId={3} />
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the homeroom class page: marks and conduct', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const notified = vi.fn();
  beforeAll(stubBrowserApis);
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    configureApi({ notifyError: notified });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    notified.mockReset();
  });

  it("shows the term's averages and levels from the national gradebook, and the year's result and award", async () => {
    fetchMock.mockImplementation(async (input) => {
      const hocKy = Number(new URL(String(input), 'http://x').searchParams.get('hocKy'));
      return reply(200, { succeeded: true, data: summaryOf(hocKy) });
    });
    renderCard();
    await screen.findByText('8,3', undefined, { timeout: 20_000 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/DiemVN/tongKet/3?hocKy=1');
    expect(screen.getByText('Đạt')).toBeTruthy();
    expect(screen.getByText('Tốt')).toBeTruthy();
    expect(screen.getByText('Khá')).toBeTruthy();
    expect(screen.queryByText('Lên lớp')).toBeNull();

    fireEvent.click(screen.getByText('Cả năm'));
    await screen.findByText('Lên lớp', undefined, { timeout: 20_000 });
    expect(screen.getByText('Học sinh Giỏi')).toBeTruthy();
  }, 60_000);

  it('says the class has no national summary (no error pop-up) when the gradebook answers 404', async () => {
    fetchMock.mockImplementation(async () => reply(404, { succeeded: false, errors: ['Không tìm thấy.'] }));
    renderCard();
    await screen.findByText('Lớp này không có tổng kết theo sổ điểm quốc gia.', undefined, { timeout: 20_000 });
    expect(notified).not.toHaveBeenCalled();
  }, 60_000);
});
