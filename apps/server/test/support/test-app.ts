import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { taiKhoan } from '../../src/db/schema';
import type { Caller } from '../../src/lib/caller';
import { adminUrl, databaseUrl, randomName, testDbKind } from './databases';

/** A fresh copy of the small demo school, private to the calling test file. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const dump = readFileSync(inject('templateDump'));
    // TEST_PGLITE_WORKER=1 runs the suite on the embedded database in its worker thread (PGLITE_WORKER).
    return openPglite({ loadDataDir: new Blob([dump]), worker: process.env.TEST_PGLITE_WORKER === '1' });
  }
  const template = inject('templateDatabase');
  const name = `${template.replace('hpl_tpl_', 'hpl_test_')}_${randomName('f').slice(2)}`;
  const admin = await openPostgres(adminUrl(), { max: 1 });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  } finally {
    await admin.close();
  }
  const database = await openPostgres(databaseUrl(name), { max: 5 });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const cleanup = await openPostgres(adminUrl(), { max: 1 });
    await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await cleanup.close();
  };
  return database;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { succeeded: boolean; data: T; errors?: string[]; fieldErrors?: Record<string, string> };
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The whole server over a private database, with helpers to call it as a demo account.
 * `as` names a demo username (a session is created directly, as the sign-in callback would) or is omitted for
 * an anonymous call.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { redis?: import('../../src/plugins/redis').RedisClients | null } = {},
) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/hpl-test-unused',
    UPLOAD_DIR: inject('uploadDir'),
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, redis: options.redis ?? null, logger: false });
  await app.ready();
  const cookies = new Map<string, string>();

  async function cookieFor(username: string): Promise<string> {
    const cached = cookies.get(username);
    if (cached) return cached;
    const [account] = await database.db
      .select({ id: taiKhoan.id })
      .from(taiKhoan)
      .where(eq(sql`lower(${taiKhoan.username})`, username.toLowerCase()));
    if (!account) throw new Error(`No demo account ${username}`);
    const value = await app.sessions.create(account.id, {}, new Date(Date.now() + 3_600_000));
    cookies.set(username, value);
    return value;
  }

  /** A demo account as services take it (the user its session loads, and the audit identity), for service tests. */
  async function callerFor(username: string): Promise<Caller> {
    const user = await app.sessions.load(await cookieFor(username));
    if (!user) throw new Error(`No session for ${username}`);
    return { accountId: user.accountId, requestId: 'test', user };
  }

  async function api<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: { as?: string; body?: unknown; lang?: 'vi' | 'en'; headers?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'vi', ...options.headers };
    if (options.as) headers.cookie = `Authorization=${await cookieFor(options.as)}`;
    const response = await app.inject({ method, url, headers, payload: options.body as never });
    let body: ApiResult<T>['body'];
    try {
      body = response.json();
    } catch {
      body = { succeeded: false, data: response.body as T };
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  return {
    app,
    database,
    db: database.db,
    api,
    cookieFor,
    callerFor,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
