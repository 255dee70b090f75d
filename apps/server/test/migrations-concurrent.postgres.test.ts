import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { migrationsFolder } from '../src/paths';
import { adminUrl, databaseUrl, randomName } from './support/databases';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe('two instances starting together on one PostgreSQL database', () => {
  it('both migrate a fresh database without error, and the migrations are applied once', async () => {
    const name = randomName('hpl_test_migrate');
    const admin = await openPostgres(adminUrl(), { max: 1 });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const first = await openPostgres(databaseUrl(name), { max: 3 });
    const second = await openPostgres(databaseUrl(name), { max: 3 });
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const applied = rowsOf<{ count: string | number }>(
        await first.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
      );
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      expect(Number(applied[0]!.count)).toBe(files.length);
      const tables = rowsOf<{ count: string | number }>(
        await second.db.execute(
          sql`select count(*) as count from information_schema.tables where table_schema = 'public'`,
        ),
      );
      expect(Number(tables[0]!.count)).toBeGreaterThan(10);
    } finally {
      await first.close();
      await second.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    }
  }, 120_000);
});
