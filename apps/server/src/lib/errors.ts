/** A failure the user can act on: answered with its status and a translated message, never as a 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>, field?: string) =>
  new AppError(400, key, params, field ? { [field]: key } : undefined);
export const notFound = () => new AppError(404, 'error.notFound');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const unauthenticated = () => new AppError(401, 'error.unauthenticated');
export const conflict = (key = 'error.conflict', params?: Record<string, string | number>) =>
  new AppError(409, key, params);

/** PostgreSQL error code of a driver error (postgres-js and PGlite both expose `code`), looking through causes. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
