import type { BaiDanhGia } from '@hpl/shared/danh-gia-tam-ly/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { ScoringForm } from './scoring-form';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An unused teacher-report version: one group with two bands, a plain and a reverse-scored question. */
const instrument: BaiDanhGia = {
  id: 12,
  ma: 'QS-GVCN',
  phienBan: 2,
  ten: 'Phiếu quan sát (trường tự xây dựng)',
  tenEn: 'Observation checklist (school-made)',
  moTa: null,
  nguoiTraLoi: 'GiaoVien',
  nguon: 'Trường tự xây dựng',
  giayPhep: 'Nội bộ',
  soCauHoi: 2,
  soNhom: 1,
  daSuDung: false,
  ngungSuDung: false,
  version: 3,
  dinhNghia: {
    instructions: { vi: 'Chọn mức gần nhất.', en: 'Choose the closest.' },
    options: [
      { label: { vi: 'Không thấy', en: 'Not seen' }, score: 0 },
      { label: { vi: 'Thường xuyên', en: 'Often' }, score: 1 },
    ],
    groups: [
      {
        key: 'ketNoi',
        title: { vi: 'Gắn kết', en: 'Belonging' },
        multiplier: 1,
        bands: [
          { key: 'on', label: { vi: 'Ổn', en: 'Fine' }, min: 0, max: 0, followUp: false },
          { key: 'traoDoi', label: { vi: 'Trao đổi', en: 'Talk' }, min: 1, max: null, followUp: true },
        ],
      },
    ],
    questions: [
      { key: 'q1', group: 'ketNoi', text: { vi: 'Hay ngồi một mình', en: 'Often alone' }, reverse: false },
      { key: 'q2', group: 'ketNoi', text: { vi: 'Có bạn thân', en: 'Has close friends' }, reverse: true },
    ],
  },
};

describe('the scoring form drawer of an instrument version', () => {
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

  const show = (id: number | undefined, onClose = () => {}) =>
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <App>
            <ScoringForm id={id} onClose={onClose} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );

  it('stays closed and asks nothing without a version', () => {
    show(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the version’s options, group, bands and questions, and saves an edited multiplier against its version', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      reply(200, { succeeded: true, data: init?.method === 'PUT' ? { ...instrument, version: 4 } : instrument }),
    );
    const onClose = vi.fn();
    show(12, onClose);

    const drawer = (
      await screen.findByText('QS-GVCN · v2: câu hỏi và thang điểm', undefined, { timeout: 90_000 })
    ).closest<HTMLElement>('.ant-drawer')!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/DanhGiaTamLy/baiDanhGia/12');
    // Fields by the ids antd gives them (their paths in the form): label queries walk this large drawer slowly.
    const field = (id: string) => drawer.querySelector<HTMLInputElement>(`#${id}`)!;
    expect(within(drawer).getByText('Hướng dẫn trả lời (Tiếng Việt)')).toBeTruthy();
    expect(field('instructions_vi').value).toBe('Chọn mức gần nhất.');
    // Every tab is rendered with the form (forceRender), so the whole definition is in the fields.
    expect(field('options_1_label_en').value).toBe('Often');
    expect(field('groups_0_multiplier').value).toBe('1');
    expect([0, 1].map((b) => field(`groups_0_bands_${b}_label_vi`).value)).toEqual(['Ổn', 'Trao đổi']);
    expect(field('questions_1_text_vi').value).toBe('Có bạn thân');
    expect([0, 1].map((q) => field(`questions_${q}_reverse`).checked)).toEqual([false, true]);

    fireEvent.change(field('groups_0_multiplier'), { target: { value: '2' } });
    fireEvent.click(within(drawer).getByText('Lưu').closest('button')!);

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true), {
      timeout: 90_000,
    });
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toBe('/api/DanhGiaTamLy/baiDanhGia/12');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ ma: 'QS-GVCN', nguoiTraLoi: 'GiaoVien', version: 3 });
    expect(body.dinhNghia.groups[0]).toMatchObject({ key: 'ketNoi', multiplier: 2 });
    expect(body.dinhNghia.questions.map((q: { reverse: boolean }) => q.reverse)).toEqual([false, true]);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 90_000 });
  }, 300_000);
});
