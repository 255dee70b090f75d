import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../../components/crud/crud-page';
import { configureApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { heHocConfig } from './he-hoc.config';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const duplicate = 'Mã hệ học "VN" đã tồn tại.';

function renderPage(url = '/quanly/hehoc') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <App>
            <CrudPage config={heHocConfig} />
          </App>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('CrudPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(() => {
    stubBrowserApis();
  });
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

  it('lists with the URL state and shows the server field errors under the fields', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        return reply(400, { succeeded: false, errors: [duplicate], fieldErrors: { ma: duplicate } });
      }
      return reply(200, {
        succeeded: true,
        data: {
          items: [{ id: 1, ma: 'VN', tenHeHoc: 'Chương trình Việt Nam', tenHeHocEn: null, version: 0 }],
          totalCount: 1,
          pageIndex: 1,
          pageSize: 20,
        },
      });
    });
    renderPage('/quanly/hehoc?search=vi&sort=-ma');

    await screen.findByText('Chương trình Việt Nam');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/HeHoc/danhSachHeHoc?pageIndex=1&pageSize=20&search=vi&sort=-ma',
    );

    fireEvent.click(screen.getByRole('button', { name: /Thêm hệ học/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Mã hệ học'), { target: { value: 'VN' } });
    fireEvent.change(within(drawer).getByLabelText('Tên hệ học'), { target: { value: 'Trùng mã' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /Lưu/ }));

    await within(drawer).findByText(duplicate);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/HeHoc');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ma: 'VN', tenHeHoc: 'Trùng mã', tenHeHocEn: '' });
  }, 30_000);
});
