import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, configureApi } from './api';
import { i18n } from './i18n';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    configureApi({ notifyError, onUnauthorized });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    notifyError.mockReset();
    onUnauthorized.mockReset();
    fetchMock.mockReset();
  });

  it('builds /api URLs with arrays as repeated parameters and empty values left out', () => {
    expect(buildUrl('/X/danhSachX', { id: [1, 2], search: '', pageSize: -1, a: undefined })).toBe(
      '/api/X/danhSachX?id=1&id=2&pageSize=-1',
    );
  });

  it('sends credentials and the UI language, and answers the envelope data', async () => {
    fetchMock.mockResolvedValue(reply(200, { succeeded: true, data: { items: [1] } }));
    await expect(api.get('/NamHoc/danhSachNamHoc', { query: { pageSize: -1 } })).resolves.toEqual({ items: [1] });
    const [url, init] = fetchMock.mock.calls[0] ?? ['', undefined];
    expect(url).toBe('/api/NamHoc/danhSachNamHoc?pageSize=-1');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'vi' });
  });

  it('401: "Không có quyền truy cập." and the 401 page', async () => {
    fetchMock.mockResolvedValue(reply(401, { succeeded: false, errors: ['x'] }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'unauthorized' });
    expect(notifyError).toHaveBeenCalledWith('Không có quyền truy cập.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('403: "Yêu cầu thất bại." only', async () => {
    fetchMock.mockResolvedValue(reply(403, { succeeded: false, errors: ['secret detail'] }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403, kind: 'forbidden' });
    expect(notifyError).toHaveBeenCalledWith('Yêu cầu thất bại.');
  });

  it('400: "Yêu cầu thất bại." and the returned messages on lines, with field errors kept', async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        succeeded: false,
        errors: ['Tên năm học không được để trống.', 'Khác.'],
        fieldErrors: { tenNamHoc: 'bắt buộc' },
      }),
    );
    const error = (await api.post('/NamHoc', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Yêu cầu thất bại.\nTên năm học không được để trống.\nKhác.');
    expect(error.fieldErrors).toEqual({ tenNamHoc: 'bắt buộc' });
    expect(notifyError).toHaveBeenCalledWith(error.message);
  });

  it('200 with succeeded false: the same message with the errors', async () => {
    fetchMock.mockResolvedValue(reply(200, { succeeded: false, errors: ['Lỗi nghiệp vụ.'] }));
    await expect(api.get('/x')).rejects.toMatchObject({
      kind: 'envelope',
      message: 'Yêu cầu thất bại.\nLỗi nghiệp vụ.',
    });
  });

  it('speaks English when the UI does', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(reply(403, { succeeded: false, errors: [] }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'The request failed.' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('shows a network error message as it is', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(notifyError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('gives up after 5000 ms (spec §7) unless the caller sets its own time', async () => {
    const never = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    fetchMock.mockImplementation(never);
    const expiry = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(expiry.signal);
    try {
      const pending = api.get('/slow').catch((e: unknown) => e);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(timeout).toHaveBeenCalledWith(5000);
      expiry.abort(new DOMException('expired', 'TimeoutError'));
      const error = (await pending) as ApiError;
      expect(error.kind).toBe('timeout');
      expect(error.message).toContain('5');
      api.get('/slower', { timeoutMs: 30_000 }).catch(() => undefined);
      expect(timeout).toHaveBeenLastCalledWith(30_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('stays quiet when asked to (the caller shows the error)', async () => {
    fetchMock.mockResolvedValue(reply(401, { succeeded: false, errors: [] }));
    await expect(api.get('/auth/me', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
