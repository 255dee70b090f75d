import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { taiKhoan } from '../src/db/schema';
import { backupDatabase, dependencyOrder, readLineBatches, restoreDatabase } from '../src/ops/backup';
import { adminUrl, databaseUrl, randomName } from './support/databases';
import { openTestDatabase } from './support/test-app';

const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-backup-test-'));
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

async function postgresReachable(): Promise<boolean> {
  try {
    const admin = await openPostgres(adminUrl(), { max: 1 });
    await admin.ping();
    await admin.close();
    return true;
  } catch {
    return false;
  }
}

async function freshPostgres(): Promise<Database> {
  const name = randomName('hpl_restore');
  const admin = await openPostgres(adminUrl(), { max: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  const database = await openPostgres(databaseUrl(name), { max: 4 });
  closers.push(async () => {
    await database.close();
    const cleanup = await openPostgres(adminUrl(), { max: 1 });
    await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await cleanup.close();
  });
  return database;
}

async function signedInRead(database: Database, uploadDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/hpl-test-unused',
    UPLOAD_DIR: uploadDir,
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  closers.push(() => app.close());
  const [account] = await database.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'admin'));
  const cookie = await app.sessions.create(account!.id, {}, new Date(Date.now() + 3_600_000));
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `Authorization=${cookie}` } });
}

const pgReachable = await postgresReachable();

describe('backup and restore', () => {
  it('orders tables so that referenced ones come first, and names a cycle', () => {
    const fk = (child: string, parent: string) => ({ child, parent, childCols: 'x', parentCols: 'id' });
    expect(dependencyOrder(['c', 'b', 'a'], [fk('c', 'b'), fk('b', 'a'), fk('a', 'a')])).toEqual(['a', 'b', 'c']);
    expect(() => dependencyOrder(['a', 'b'], [fk('a', 'b'), fk('b', 'a')])).toThrow(/cycle: a → b → a/);
  });

  it('reads JSON lines of any length, split across chunks, without cutting a multi-byte character', async () => {
    const long = JSON.stringify({ text: 'Đ'.repeat(1_500_000) }); // 3 MB of two-byte characters, one line
    const file = path.join(work, 'lines.jsonl');
    writeFileSync(file, `${long}\n{"a":1}\n${long}`);
    const lines: string[] = [];
    for await (const batch of readLineBatches(file, 2, 1024)) lines.push(...batch);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(long);
    expect(lines[1]).toBe('{"a":1}');
    expect(lines[2]).toBe(long);
  });

  it('backs up the demo school on PGlite and restores it into an empty PGlite: same rows, sequences continue', async () => {
    const source = await openTestDatabase();
    closers.push(() => source.close());
    const out = path.join(work, 'b-pglite');
    const manifest = await backupDatabase(source, inject('uploadDir'), out);
    expect(manifest.tables.find((t) => t.name === 'tai_khoan')!.rows).toBeGreaterThan(100);
    expect(manifest.uploads.files).toBeGreaterThan(0);

    const target = await openPglite({});
    closers.push(() => target.close());
    const uploads = path.join(work, 'uploads-pglite');
    await restoreDatabase(target, uploads, out);
    expect(readdirSync(uploads, { recursive: true }).length).toBeGreaterThan(0);
    const count = async (db: Database) => (await db.db.select({ n: sql<number>`count(*)::int` }).from(taiKhoan))[0]!.n;
    expect(await count(target)).toBe(await count(source));
    // The identity sequence continues after the restored ids: a new account does not collide.
    const [{ maxId }] = (await target.db.select({ maxId: sql<number>`max(id)::int` }).from(taiKhoan)) as [
      { maxId: number },
    ];
    const [inserted] = await target.db
      .insert(taiKhoan)
      .values({ username: 'after-restore' })
      .returning({ id: taiKhoan.id });
    expect(inserted!.id).toBeGreaterThan(maxId);

    // A second restore into the same (now full) database is refused with a clear message.
    await expect(restoreDatabase(target, uploads, out)).rejects.toThrow(
      /not empty.*Restore only into an empty database/,
    );
  }, 120_000);

  it.runIf(pgReachable)(
    'restores a PGlite backup into PostgreSQL (own database), and the portal serves a signed-in read on it',
    async () => {
      const source = await openTestDatabase();
      closers.push(() => source.close());
      const out = path.join(work, 'b-to-pg');
      await backupDatabase(source, inject('uploadDir'), out);
      const target = await freshPostgres();
      const uploads = path.join(work, 'uploads-pg');
      await restoreDatabase(target, uploads, out);
      const response = await signedInRead(target, uploads);
      expect(response.statusCode).toBe(200);
      expect(response.json().succeeded).toBe(true);
      expect(response.body).toContain('"username":"admin"');
    },
    120_000,
  );
});
