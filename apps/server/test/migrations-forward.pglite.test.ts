import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client';
import { backupDatabase, readManifest, restoreDatabase } from '../src/ops/backup';
import { migrationsFolder, serverRoot } from '../src/paths';
import { openTestDatabase } from './support/test-app';

/**
 * The upgrade path (docs/deploy.md, "Upgrades"): a database on an older schema, with data, migrates forward to the
 * current one. Before the release is frozen the mechanism is proved with a synthetic forward migration; once
 * `npm run db:release -w apps/server` has written released.json and its fixture, the released demo school is
 * restored and migrated forward too.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-forward-'));
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

const releasedFile = path.join(migrationsFolder, 'released.json');
const released = existsSync(releasedFile)
  ? (JSON.parse(readFileSync(releasedFile, 'utf8')) as {
      version: string;
      migrations: { tag: string; when: number; sha256: string }[];
    })
  : null;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
};

async function rowsOf(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as
    | Record<string, unknown>[]
    | { rows: Record<string, unknown>[] };
  return Array.isArray(result) ? result : result.rows;
}

describe('upgrade path: incremental migrations', () => {
  it.skipIf(!released)('released migrations are never rewritten and stay first in the journal', () => {
    released!.migrations.forEach((migration, index) => {
      expect(journal.entries[index]?.tag).toBe(migration.tag);
      const sha = createHash('sha256')
        .update(readFileSync(path.join(migrationsFolder, `${migration.tag}.sql`)))
        .digest('hex');
      expect(sha, `${migration.tag}.sql changed after its release`).toBe(migration.sha256);
    });
  });

  it('a database with data on the previous schema migrates forward: data kept, the new migration applied', async () => {
    // "Previous schema" = this version's migrations; "current" = the same plus a forward migration written the way a
    // real one is (a column with a default, a backfill, a new table referring to an existing one).
    const source = await openTestDatabase();
    closers.push(() => source.close());
    const backup = path.join(work, 'previous');
    const manifest = await backupDatabase(source, path.join(work, 'no-uploads'), backup);
    const forward = path.join(work, 'migrations');
    cpSync(migrationsFolder, forward, { recursive: true });
    const last = journal.entries.at(-1)!;
    const tag = `${String(journal.entries.length).padStart(4, '0')}_forward_check`;
    writeFileSync(
      path.join(forward, `${tag}.sql`),
      [
        `ALTER TABLE "tai_khoan" ADD COLUMN "forward_check" text DEFAULT 'before' NOT NULL;`,
        `UPDATE "tai_khoan" SET "forward_check" = 'migrated';`,
        `CREATE TABLE "forward_check_note" ("id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY, "tai_khoan_id" integer NOT NULL REFERENCES "tai_khoan"("id"));`,
      ].join('\n--> statement-breakpoint\n'),
    );
    writeFileSync(
      path.join(forward, 'meta/_journal.json'),
      JSON.stringify({
        ...journal,
        entries: [...journal.entries, { ...last, idx: last.idx + 1, when: last.when + 1, tag }],
      }),
    );

    const target = await openPglite({});
    closers.push(() => target.close());
    await restoreDatabase(target, path.join(work, 'uploads'), backup, () => {}, { migrationsFolder: forward });
    const accounts = manifest.tables.find((t) => t.name === 'tai_khoan')!.rows;
    const states = await rowsOf(target, 'select forward_check, count(*)::int as n from tai_khoan group by 1');
    expect(states).toEqual([{ forward_check: 'migrated', n: accounts }]);
    const [note] = await rowsOf(
      target,
      'insert into forward_check_note (tai_khoan_id) select min(id) from tai_khoan returning id',
    );
    expect(note).toBeDefined();
    const applied = await rowsOf(target, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]!.n).toBe(journal.entries.length + 1);
  }, 120_000);

  const fixture = released ? path.join(serverRoot, 'test/fixtures', `released-${released.version}`) : '';
  it.skipIf(!released || !existsSync(fixture))(
    'the released demo school (test/fixtures) restores into an empty database and migrates to the current schema',
    async () => {
      const target = await openPglite({});
      closers.push(() => target.close());
      const manifest = await restoreDatabase(target, path.join(work, 'uploads-released'), fixture);
      expect(readManifest(fixture).migrations.length).toBeLessThanOrEqual(journal.entries.length);
      for (const table of manifest.tables) {
        const [row] = await rowsOf(target, `select count(*)::int as n from "${table.name}"`);
        expect(row!.n, table.name).toBe(table.rows);
      }
      const applied = await rowsOf(target, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied[0]!.n).toBe(journal.entries.length);
    },
    120_000,
  );
});
