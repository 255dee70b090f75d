import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { generateDemoSchool } from '../src/demo/generator';
import { adminUrl, databaseUrl, randomName } from './support/databases';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
    uploadDir: string;
  }
}

/** Tests see the demo school as of one fixed day, so its attendance ends on a known date whenever they run. */
const DEMO_AS_OF = '2026-11-23';

/**
 * Builds the small demo school once per run: a PGlite dump (each test file starts from it in ≈0.3 s) or a
 * PostgreSQL template database (each test file copies it with CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const testDbKind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-test-'));
  const uploadDir = path.join(work, 'uploads');
  project.provide('uploadDir', uploadDir);

  if (testDbKind === 'pglite') {
    // TEST_TEMPLATE_DUMP: a demo school built by an enclosing run (the generator's test runs a new module's tests in a
    // scratch copy), brought forward by the migrations it lacks instead of built again.
    const given = process.env.TEST_TEMPLATE_DUMP;
    const database = await openPglite(given ? { loadDataDir: new Blob([readFileSync(given)]) } : {});
    await migrateDatabase(database);
    if (!given) await generateDemoSchool(database.db, uploadDir, 'small', DEMO_AS_OF);
    // A checkpoint first: a dump taken without one replays its write-ahead log every time a test file opens it
    // (measured: 1.2–1.9 s per open against 0.75–0.9 s after a checkpoint, same size).
    await database.pglite!.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('none');
    const file = path.join(work, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('templateDump', file);
    project.provide('templateDatabase', '');
    return () => rmSync(work, { recursive: true, force: true });
  }

  const template = randomName('hpl_tpl');
  const admin = await openPostgres(adminUrl(), { max: 1 });
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql.raw(`CREATE DATABASE ${template}`));
  const database = await openPostgres(databaseUrl(template), { max: 4 });
  await migrateDatabase(database);
  await generateDemoSchool(database.db, uploadDir, 'small', DEMO_AS_OF);
  await database.close();
  project.provide('templateDump', '');
  project.provide('templateDatabase', template);
  return async () => {
    const prefix = template.replace('hpl_tpl_', 'hpl_test_');
    const rows = (await admin.db.execute(
      sql`select datname from pg_database where datname like ${`${prefix}%`} or datname = ${template}`,
    )) as unknown as { datname: string }[] | { rows: { datname: string }[] };
    const names = Array.isArray(rows) ? rows : rows.rows;
    for (const { datname } of names) await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`));
    await admin.close();
    rmSync(work, { recursive: true, force: true });
  };
}
