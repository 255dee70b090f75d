import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import type { Database } from './client';

/** Arbitrary constant: the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Extensions and the IMMUTABLE unaccent wrapper that expression indexes need. Idempotent, run before the migrations
 * (the schema's search indexes refer to f_unaccent).
 */
const BOOTSTRAP = [
  'CREATE EXTENSION IF NOT EXISTS unaccent',
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, replace(replace($1, 'đ', 'd'), 'Đ', 'D')) $$`,
];

/** Applies the migrations of `folder` (this version's by default; restore uses a shorter journal first). */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    for (const statement of BOOTSTRAP) await db.execute(sql.raw(statement));
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: folder });
    return;
  }
  // The advisory lock is held by a connection of its own for the whole run; the migrator works on the pool.
  const { default: postgres } = await import('postgres');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const lock = postgres(database.url!, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    for (const statement of BOOTSTRAP) await db.execute(sql.raw(statement));
    await migrate(db as never, { migrationsFolder: folder });
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    await lock.end({ timeout: 5 });
  }
}
