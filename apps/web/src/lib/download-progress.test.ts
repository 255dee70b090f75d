import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApi } from './api';
import {
  DONE_LINGER_MS,
  type DownloadEntry,
  fileNameFromDisposition,
  formatBytes,
  percentOf,
  useDownloadsStore,
} from './download-store';
import { i18n } from './i18n';

/** A body whose chunks the test releases one by one, to look at the store between them. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (size: number) => controller.enqueue(new Uint8Array(size).fill(65)),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const entries = () => useDownloadsStore.getState().entries;
/** Lets the API client's read loop take what was pushed. */
const settle = () => vi.advanceTimersByTimeAsync(150);

function entry(change: Partial<DownloadEntry>): DownloadEntry {
  return { id: 1, fileName: 'x.xlsx', received: 0, total: null, phase: 'waiting', ...change };
}

describe('download progress: pure parts', () => {
  it('percent is unknown while waiting or when the size is unknown, capped at 99 until done', () => {
    expect(percentOf(entry({ phase: 'waiting', total: 1000 }))).toBeNull();
    expect(percentOf(entry({ phase: 'receiving', received: 500, total: null }))).toBeNull();
    expect(percentOf(entry({ phase: 'receiving', received: 250, total: 1000 }))).toBe(25);
    expect(percentOf(entry({ phase: 'receiving', received: 1000, total: 1000 }))).toBe(99);
    expect(percentOf(entry({ phase: 'done', received: 10, total: null }))).toBe(100);
  });

  it('reads the file name of Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameFromDisposition('attachment; filename="hoc-sinh-2025-09-01.xlsx"')).toBe('hoc-sinh-2025-09-01.xlsx');
    expect(
      fileNameFromDisposition(
        `attachment; filename="don-nghi-phep.xlsx"; filename*=UTF-8''%C4%91%C6%A1n%20ngh%E1%BB%89.xlsx`,
      ),
    ).toBe('đơn nghỉ.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });

  it('formats sizes in the UI language', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatBytes(1_234_567, 'vi')).toBe('1,2 MB');
    expect(formatBytes(45_000, 'en')).toBe('45 KB');
  });
});

describe('api.download publishes its progress', () => {
  const notifyError = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('en');
    configureApi({ notifyError, onUnauthorized: () => {} });
    vi.stubGlobal('fetch', fetchMock);
    useDownloadsStore.setState({ entries: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    notifyError.mockReset();
    fetchMock.mockReset();
  });

  it('waiting → bytes / Content-Length → done, then the entry goes; the Blob holds every byte', async () => {
    const body = controlledBody();
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const download = api.download('/HocSinh/xuatExcel', { query: { search: 'an' } });

    expect(entries()).toMatchObject([{ phase: 'waiting', fileName: null, received: 0 }]);
    answer(
      new Response(body.stream, {
        headers: {
          'content-type': XLSX,
          'content-length': '4000',
          'content-disposition': 'attachment; filename="hoc-sinh-2025-09-01.xlsx"',
        },
      }),
    );
    await settle();
    expect(entries()).toMatchObject([{ phase: 'waiting', fileName: 'hoc-sinh-2025-09-01.xlsx', total: 4000 }]);

    body.push(1000);
    await settle();
    expect(entries()[0]).toMatchObject({ phase: 'receiving', received: 1000 });
    expect(percentOf(entries()[0] as DownloadEntry)).toBe(25);

    body.push(3000);
    body.end();
    const blob = await download;
    expect(blob.size).toBe(4000);
    expect(blob.type).toBe(XLSX);
    expect(entries()).toMatchObject([{ phase: 'done', received: 4000 }]);
    await vi.advanceTimersByTimeAsync(DONE_LINGER_MS);
    expect(entries()).toEqual([]);
  });

  it('a streamed export without Content-Length stays indeterminate but counts bytes', async () => {
    const body = controlledBody();
    fetchMock.mockResolvedValue(new Response(body.stream, { headers: { 'content-type': XLSX } }));
    const download = api.download('/DanhBa/xuatExcelNhanVien', { fileName: 'danh-ba.xlsx' });
    await settle();
    body.push(2048);
    await settle();
    expect(entries()[0]).toMatchObject({ fileName: 'danh-ba.xlsx', total: null, received: 2048 });
    expect(percentOf(entries()[0] as DownloadEntry)).toBeNull();
    body.end();
    await download;
  });

  it('the timeout covers the time to the first byte only: a slow body is never cut off', async () => {
    const body = controlledBody();
    fetchMock.mockImplementation(async (_url, init) => {
      // Like fetch, a body stream is cancelled when the request's signal aborts.
      init?.signal?.addEventListener('abort', () => body.fail(new DOMException('aborted', 'AbortError')));
      return new Response(body.stream, { headers: { 'content-type': XLSX } });
    });
    const download = api.download('/X/xuatExcel');
    await vi.advanceTimersByTimeAsync(4000);
    body.push(10);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(4000);
      body.push(10);
    }
    body.end();
    expect((await download).size).toBe(60);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('no first byte within 5000 ms: the timeout message, and the entry goes at once', async () => {
    const body = controlledBody();
    fetchMock.mockImplementation(async (_url, init) => {
      init?.signal?.addEventListener('abort', () => body.fail(new DOMException('aborted', 'AbortError')));
      return new Response(body.stream, { headers: { 'content-type': XLSX } });
    });
    const download = api.download('/X/xuatExcel').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5001);
    const error = await download;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(notifyError).toHaveBeenCalledWith('The server did not answer within 5 seconds. Please try again.');
    expect(entries()).toEqual([]);
  });

  it('headers that never come time out too (the server still generating)', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const download = api.download('/X/xuatExcel', { timeoutMs: 30_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(entries()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await download).toMatchObject({ kind: 'timeout' });
    expect(entries()).toEqual([]);
  });

  it('a refused export shows the spec §8 message and leaves no entry behind', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ succeeded: false, errors: ['Too many exports.'] }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(api.download('/X/xuatExcel')).rejects.toMatchObject({ status: 429, errors: ['Too many exports.'] });
    expect(notifyError).toHaveBeenCalledWith('The request failed.\nToo many exports.');
    expect(entries()).toEqual([]);
  });

  it('a connection lost halfway is a network error, not a broken file', async () => {
    const body = controlledBody();
    fetchMock.mockResolvedValue(new Response(body.stream, { headers: { 'content-type': XLSX } }));
    const download = api.download('/X/xuatExcel').catch((e: unknown) => e);
    body.push(100);
    await settle();
    body.fail(new TypeError('network error'));
    expect(await download).toMatchObject({ kind: 'network' });
    expect(notifyError).toHaveBeenCalledWith('network error');
    expect(entries()).toEqual([]);
  });
});
