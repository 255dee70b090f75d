import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { ScoringForm } from './scoring-form';

const text = (vi: string) => ({ vi, en: vi });
const instrument = {
  id: 7,
  ma: 'THU',
  phienBan: 2,
  ten: 'Thử',
  tenEn: 'Test',
  moTa: null,
  nguoiTraLoi: 'HocSinh',
  nguon: 'Nguồn',
  giayPhep: 'Giấy phép',
  soCauHoi: 2,
  soNhom: 1,
  daSuDung: false,
  ngungSuDung: false,
  version: 3,
  dinhNghia: {
    instructions: text('Hướng dẫn'),
    options: [
      { label: text('Không'), score: 0 },
      { label: text('Có'), score: 1 },
    ],
    groups: [
      {
        key: 'g',
        title: text('Nhóm'),
        multiplier: 2,
        bands: [
          { key: 'low', label: text('Thấp'), min: 0, max: 2, followUp: false },
          { key: 'high', label: text('Cao'), min: 3, max: null, followUp: true },
        ],
      },
    ],
    questions: [
      { key: 'q1', group: 'g', text: text('Câu một'), reverse: false },
      { key: 'q2', group: 'g', text: text('Câu hai'), reverse: true },
    ],
  },
};

const reply = (body: unknown) =>
  new Response(JSON.stringify({ succeeded: true, data: body }), { headers: { 'content-type': 'application/json' } });

describe('ScoringForm: questions and score bands of an unused version', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => stubBrowserApis());
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

  it('saves an edited band, a new question and the reverse flag as the version’s definition', async () => {
    fetchMock.mockImplementation(async (_input, init) => reply(init?.method === 'PUT' ? instrument : instrument));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <App>
            <ScoringForm id={7} onClose={() => {}} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByText('THU · v2: câu hỏi và thang điểm');
    // The band "Thấp" ends at 4 instead of 2 (tab "Nhóm").
    fireEvent.click(screen.getByRole('tab', { name: 'Nhóm (thang con)' }));
    const upper = screen.getAllByLabelText('Đến')[0]!;
    fireEvent.change(upper, { target: { value: '4' } });
    // A third question, answered reverse-scored (tab "Câu hỏi").
    fireEvent.click(screen.getByRole('tab', { name: 'Câu hỏi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm câu hỏi' }));
    const viTexts = screen.getAllByLabelText('Câu hỏi (Tiếng Việt)');
    const enTexts = screen.getAllByLabelText('Câu hỏi (Tiếng Anh)');
    fireEvent.change(viTexts[2]!, { target: { value: 'Câu ba' } });
    fireEvent.change(enTexts[2]!, { target: { value: 'Question three' } });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Đảo điểm' })[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toContain('/DanhGiaTamLy/baiDanhGia/7');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ ma: 'THU', version: 3, nguoiTraLoi: 'HocSinh' });
    expect(body.dinhNghia.groups[0].bands[0]).toMatchObject({ key: 'low', min: 0, max: 4 });
    expect(body.dinhNghia.groups[0].bands[1]).toMatchObject({ key: 'high', max: null, followUp: true });
    expect(body.dinhNghia.questions).toEqual([
      ...instrument.dinhNghia.questions,
      { key: 'q3', group: 'g', text: { vi: 'Câu ba', en: 'Question three' }, reverse: true },
    ]);
  });
});
