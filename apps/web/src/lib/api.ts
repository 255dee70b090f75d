/**
 * THE one API client (spec §7, §8). Every request goes through `apiRequest`: base `/api`, cookie credentials,
 * 5000 ms timeout, arrays as repeated query parameters, `Accept-Language` following the UI language. It answers the
 * envelope's `data` or throws an `ApiError` after telling the user what went wrong (unless `silent`).
 */
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

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) {
    hooks.notifyError(error.message);
    if (error.kind === 'unauthorized') hooks.onUnauthorized();
  }
  throw error;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && options.body instanceof Blob;
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    Accept: 'application/json',
    ...options.headers,
  };
  if (isBlob) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
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
    });
  } catch (cause) {
    // A caller's own abort (a query being cancelled) is not an error the user should see.
    if (options.signal?.aborted) throw cause;
    if (timeout.aborted) {
      return fail(
        new ApiError(t('api.timeout', { seconds: timeoutMs / 1000 }), { status: 0, kind: 'timeout' }),
        options.silent,
      );
    }
    const message = cause instanceof Error && cause.message ? cause.message : t('api.network');
    return fail(new ApiError(message, { status: 0, kind: 'network' }), options.silent);
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;

  const body = await parseBody(response);
  if (response.ok && body?.succeeded !== false) return (body?.data ?? null) as T;

  const { errors, fieldErrors } = readErrors(body);
  const { kind, text } = describeFailure(response.status, errors);
  return fail(new ApiError(text, { status: response.status, kind, errors, fieldErrors }), options.silent);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A file from the API (Excel export, attachment) as a Blob. */
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
