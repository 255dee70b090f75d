import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../../test-support/jsdom-stubs';
import { OfficePreview } from './office-preview';

const busy = 'Đang có nhiều tệp chờ chuyển sang PDF để xem trước. Vui lòng thử lại sau ít phút hoặc tải tệp gốc về.';
const answers: (() => Response)[] = [];
const asked: string[] = [];

beforeAll(() => {
  stubBrowserApis();
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    return answers.shift()!();
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('OfficePreview', { timeout: 30_000 }, () => {
  it("says the file is being converted, shows the server's reason with a retry and the download, then the PDF", async () => {
    let release: () => void = () => {};
    const converting = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers.push(
      () =>
        new Response(JSON.stringify({ succeeded: false, data: null, errors: [busy] }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfficePreview tepId={7} fileId={70} name="phieu.docx" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(busy)).toBeTruthy();
    expect(asked).toEqual(['/api/GiaoAn/tep/7/xemTruoc']);
    expect(screen.getByRole('link', { name: /Tải về/ }).getAttribute('href')).toBe('/api/medias/files/70/download');

    answers.push(() => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      await converting;
      return answers.shift()!();
    });
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Đang chuyển tệp sang PDF để xem trước…')).toBeTruthy();
    release();
    const frame = await screen.findByTitle('phieu.docx');
    expect(frame.getAttribute('src')).toBe('/api/GiaoAn/tep/7/xemTruoc');
  });
});
