import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDownloadsStore } from '../../lib/download-store';
import { i18n } from '../../lib/i18n';
import { stubBrowserApis } from '../../test-support/jsdom-stubs';
import { DownloadIndicator } from './download-indicator';

function renderIndicator() {
  return render(
    <I18nextProvider i18n={i18n}>
      <DownloadIndicator />
    </I18nextProvider>,
  );
}

describe('DownloadIndicator', () => {
  // The ellipsis of a long file name measures its box; jsdom has no ResizeObserver.
  beforeAll(stubBrowserApis);
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => useDownloadsStore.setState({ entries: [] }));
  afterEach(cleanup);

  it('renders nothing without downloads', () => {
    renderIndicator();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows each download with its name and progress, in the UI language', async () => {
    await i18n.changeLanguage('en');
    renderIndicator();
    const store = useDownloadsStore.getState();
    let known = 0;
    let streamed = 0;
    act(() => {
      known = store.start();
      streamed = store.start('danh-ba.xlsx');
    });
    const panel = screen.getByRole('complementary', { name: 'Downloads' });
    const [first, second] = within(panel).getAllByRole('progressbar');
    // Waiting for the server: indeterminate, no value announced.
    expect(first.getAttribute('aria-valuenow')).toBeNull();
    expect(first.getAttribute('aria-label')).toBe('Download');
    expect(within(panel).getAllByText('The server is preparing the file…')).toHaveLength(2);

    act(() => {
      store.describe(known, { fileName: 'hoc-sinh.xlsx', total: 4_000_000 });
      store.progress(known, 1_000_000);
      store.describe(streamed, { fileName: 'ignored.xlsx', total: null });
      store.progress(streamed, 2_500_000);
    });
    expect(within(panel).getByText('hoc-sinh.xlsx')).toBeTruthy();
    expect(within(panel).getByText('25% · 1 MB of 4 MB')).toBeTruthy();
    expect(first.getAttribute('aria-valuenow')).toBe('25');
    // The caller's name wins; the size is unknown (a streamed export): bytes only.
    expect(within(panel).getByText('danh-ba.xlsx')).toBeTruthy();
    expect(within(panel).getByText('2.5 MB received')).toBeTruthy();
    expect(second.getAttribute('aria-valuenow')).toBeNull();

    act(() => store.finish(streamed, false));
    expect(within(panel).getAllByRole('progressbar')).toHaveLength(1);
  });

  it('speaks Vietnamese by default', async () => {
    await i18n.changeLanguage('vi');
    renderIndicator();
    act(() => {
      const id = useDownloadsStore.getState().start('x.xlsx');
      useDownloadsStore.getState().finish(id, true);
    });
    const panel = screen.getByRole('complementary', { name: 'Tệp đang tải' });
    expect(within(panel).getByText('Đã tải xong')).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
