import { randomBytes } from 'node:crypto';

/** Which database the server tests run on: PGlite by default, real PostgreSQL in the `server-pg` project. */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export const randomName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;
