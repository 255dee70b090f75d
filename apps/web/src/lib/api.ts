/**
 * THE one API client (spec §7, §8). Every request goes through `apiRequest`: base `/api`, cookie credentials,
 * 5000 ms timeout (downloads: to the first byte), arrays as repeated query parameters, `Accept-Language` following the UI language. It answers the
 * envelope's `data` or throws an `ApiError` after telling the user what went wrong (unless `silent`).
 */
import { fileNameFromDisposition, useDownloadsStore } from './download-store';
import { currentLanguage, i18n } from './i18n';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 5000;

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type ApiErrorKind = 'unauthorized' | 'forbidden' | 'http' | 'envelope' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Messages the server returned, in the request's language. */
  readonly errors: readonly string[];
  /** Field path → message, for forms. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    message: string,
    init: { status: number; kind: ApiErrorKind; errors?: readonly string[]; fieldErrors?: Record<string, string> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.errors = init.errors ?? [];
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export interface ApiHooks {
  /** Shows an error to the user (the shell wires antd `message`). */
  notifyError(text: string): void;
  /** Called on a 401 answer after the message: the shell goes to the 401 page. */
  onUnauthorized(): void;
}

let hooks: ApiHooks = {
  notifyError: (text) => console.error(text),
  onUnauthorized: () => {},
};

export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON-serialised unless it is FormData or a Blob/File (sent as is, with its own type). */
  body?: unknown;
  /** Extra request headers (e.g. `X-File-Name` of a raw file upload). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not show the error to the user; the caller shows it (e.g. inline in a form). */
  silent?: boolean;
  /** Answer the raw body as a Blob (file downloads, Excel exports) instead of the envelope's data. */
  responseType?: 'json' | 'blob';
  /** Downloads: the name the progress indicator shows until the answer's Content-Disposition names the file. */
  fileName?: string;
}

/** `/api` + path + query, arrays as repeated parameters (`?id=1&id=2`), empty values left out. */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: 'common', ...options });
}

interface Envelope {
  succeeded?: boolean;
  data?: unknown;
  errors?: unknown;
  fieldErrors?: unknown;
}

function readErrors(body: Envelope | null): { errors: string[]; fieldErrors: Record<string, string> } {
  const errors = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  const fieldErrors =
    body?.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : {};
  return { errors, fieldErrors };
}

/** The text spec §8 prescribes for a failed answer. */
export function describeFailure(status: number, errors: readonly string[]): { kind: ApiErrorKind; text: string } {
  if (status === 401) return { kind: 'unauthorized', text: t('api.unauthorized') };
  if (status === 403) return { kind: 'forbidden', text: t('api.requestFailed') };
  const lines = [t('api.requestFailed'), ...errors];
  return { kind: status >= 200 && status < 300 ? 'envelope' : 'http', text: lines.join('\n') };
}

async function parseBody(response: Response): Promise<Envelope | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as Envelope;
  } catch {
    return null;
  }
}

/** Forms submitting now (see `submitForm`): their field errors belong under their fields, not in a pop-up. */
let formsSubmitting = 0;

/**
 * Runs a form's save so that an answer with `fieldErrors` raises no pop-up: the form places them under its fields
 * (and calls `notifyApiError` for what no field shows). Any other failure is shown as usual.
 */
export async function submitForm<T>(run: () => Promise<T>): Promise<T> {
  formsSubmitting++;
  try {
    return await run();
  } finally {
    formsSubmitting--;
  }
}

/** Shows an error the way the client does (a form calls it for server messages none of its fields can show). */
export function notifyApiError(error: ApiError): void {
  hooks.notifyError(error.message);
}

function fail(error: ApiError, silent: boolean | undefined): never {
  const forForm = formsSubmitting > 0 && Object.keys(error.fieldErrors).length > 0;
  if (!silent && !forForm) {
    hooks.notifyError(error.message);
    if (error.kind === 'unauthorized') hooks.onUnauthorized();
  }
  throw error;
}

function fetchInit(options: RequestOptions, signal: AbortSignal): RequestInit {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && options.body instanceof Blob;
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    Accept: 'application/json',
    ...options.headers,
  };
  if (isBlob) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm || isBlob
          ? (options.body as BodyInit)
          : JSON.stringify(options.body),
    signal,
  };
}

/** A request that never got an answer: the caller's own abort is rethrown as is, else timeout or network error. */
function failWithoutAnswer(cause: unknown, options: RequestOptions, timedOut: boolean, timeoutMs: number): never {
  // A caller's own abort (a query being cancelled) is not an error the user should see.
  if (options.signal?.aborted) throw cause;
  if (timedOut) {
    return fail(
      new ApiError(t('api.timeout', { seconds: timeoutMs / 1000 }), { status: 0, kind: 'timeout' }),
      options.silent,
    );
  }
  const message = cause instanceof Error && cause.message ? cause.message : t('api.network');
  return fail(new ApiError(message, { status: 0, kind: 'network' }), options.silent);
}

/** A failed answer (status or envelope): the spec §8 message, then the thrown ApiError. */
async function failWithAnswer(response: Response, body: Envelope | null, silent: boolean | undefined): Promise<never> {
  const { errors, fieldErrors } = readErrors(body);
  const { kind, text } = describeFailure(response.status, errors);
  return fail(new ApiError(text, { status: response.status, kind, errors, fieldErrors }), silent);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.responseType === 'blob') return (await downloadFile(path, options)) as T;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), fetchInit(options, signal));
  } catch (cause) {
    return failWithoutAnswer(cause, options, timeout.aborted, timeoutMs);
  }

  const body = await parseBody(response);
  if (response.ok && body?.succeeded !== false) return (body?.data ?? null) as T;
  return failWithAnswer(response, body, options.silent);
}

/** How often the indicator is told about received bytes at most (one store update per network chunk is too many). */
const PROGRESS_INTERVAL_MS = 100;

/**
 * A file as a Blob, its progress published to the downloads store (the shell shows it; pages need not know).
 *
 * Timeout: spec §7's 5000 ms (or the caller's `timeoutMs`) applies to the time to the FIRST BODY BYTE only — the time
 * the server takes to build the file. Once bytes flow, a large export is never cut off halfway by the clock; the
 * caller's `signal` can still cancel it.
 */
async function downloadFile(path: string, options: RequestOptions): Promise<Blob> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const firstByte = new AbortController();
  const timer = setTimeout(() => firstByte.abort(new DOMException('First byte timeout', 'TimeoutError')), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, firstByte.signal]) : firstByte.signal;
  const downloads = useDownloadsStore.getState();
  const id = downloads.start(options.fileName);
  let ok = false;
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), fetchInit(options, signal));
    } catch (cause) {
      return failWithoutAnswer(cause, options, firstByte.signal.aborted, timeoutMs);
    }
    if (!response.ok) {
      clearTimeout(timer);
      return failWithAnswer(response, await parseBody(response), options.silent);
    }
    const contentLength = Number(response.headers.get('content-length'));
    downloads.describe(id, {
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
      total: Number.isFinite(contentLength) && contentLength > 0 ? contentLength : null,
    });
    let blob: Blob;
    try {
      blob = await readBody(response, id, () => clearTimeout(timer));
    } catch (cause) {
      return failWithoutAnswer(cause, options, firstByte.signal.aborted, timeoutMs);
    }
    ok = true;
    return blob;
  } finally {
    clearTimeout(timer);
    downloads.finish(id, ok);
  }
}

/** Reads the body chunk by chunk, publishing the bytes received; `onFirstByte` runs once, at the first chunk. */
async function readBody(response: Response, id: number, onFirstByte: () => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onFirstByte();
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let publishedAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received === 0) onFirstByte();
    chunks.push(value);
    received += value.byteLength;
    const now = Date.now();
    if (now - publishedAt >= PROGRESS_INTERVAL_MS) {
      publishedAt = now;
      useDownloadsStore.getState().progress(id, received);
    }
  }
  useDownloadsStore.getState().progress(id, received);
  return new Blob(chunks as BlobPart[], { type });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A file from the API (Excel export, attachment) as a Blob; its progress shows in the shell (see downloadFile). */
  download: (path: string, options?: Omit<RequestOptions, 'responseType'>) =>
    apiRequest<Blob>(path, { ...options, responseType: 'blob' }),
};

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
