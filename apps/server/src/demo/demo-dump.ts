import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { refreshPlannerStatistics } from '../db/statistics';
import { schoolToday } from '../lib/school-date';
import { rowsOf } from '../lib/sql-rows';
import { migrationsFolder, serverRoot } from '../paths';
import { generateDemoSchool } from './generator';
import type { DemoSize } from './school-data';

/**
 * The demo school made once at build time (`npm run build` ends with `build:demo`) and copied into an empty data
 * folder at the first `npm start`, instead of being generated row by row (≈ 25 s) while the user waits. The dump holds
 * no secret: the provider's keys, cookie keys and the client secret are created by the first start
 * (auth/oidc-settings.ts).
 *
 * A dump is used only when it matches: the same demo size, the same migrations, the same build of the generator
 * (`dist/ops.js`, so a rebuild that changed nothing keeps its dump and one that changed the generator makes a new
 * one), and made on the school's today (the demo's attendance, leave requests and timetable weeks are laid out around
 * the day they are generated). Otherwise `build:demo` makes it again, and a start without one generates the school.
 */
export const demoDumpFolder = path.join(serverRoot, 'dist-demo');
/** A cleanly closed embedded data folder: copying its files is the fastest way to a ready database (< 1 s). */
const dataFolder = 'pgdata';
const uploadsFolder = 'uploads';
const metaFile = 'meta.json';

interface DemoDumpMeta {
  size: DemoSize;
  asOf: string;
  migrations: string;
  generator: string;
}

/** A fingerprint of this version's migrations: a dump made by another version is not used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A fingerprint of the built generator (the operations bundle that makes the dump); "sources" when run unbuilt. */
function generatorFingerprint(): string {
  const bundle = path.join(serverRoot, 'dist', 'ops.js');
  if (!existsSync(bundle)) return 'sources';
  return createHash('sha256').update(readFileSync(bundle)).digest('hex').slice(0, 16);
}

/** Creates the demo school and writes its data folder (closed cleanly, as files) and its uploads into `folder`. */
export async function makeDemoDump(size: DemoSize, folder = demoDumpFolder): Promise<DemoDumpMeta> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const database = await openPglite({ dataDir: folder });
  let meta: DemoDumpMeta;
  let walSegment: string;
  try {
    await migrateDatabase(database);
    const asOf = schoolToday();
    await generateDemoSchool(database.db, path.join(folder, uploadsFolder), size, asOf);
    await refreshPlannerStatistics(database.db);
    await database.db.execute(sql`checkpoint`);
    const [current] = rowsOf<{ name: string }>(
      await database.db.execute(sql`select pg_walfile_name(pg_current_wal_lsn()) as name`),
    );
    walSegment = current?.name ?? '';
    meta = { size, asOf, migrations: migrationsFingerprint(), generator: generatorFingerprint() };
  } finally {
    await database.close();
  }
  dropRecycledWal(path.join(folder, dataFolder, 'pg_wal'), walSegment);
  writeFileSync(path.join(folder, metaFile), `${JSON.stringify(meta, null, 2)}\n`);
  return meta;
}

/**
 * After the checkpoint, PostgreSQL keeps the write-ahead log's old segments as recycled ones ahead of the current
 * segment: 16 MB each, more than half of the dump, copied at every first start for nothing (≈ 0.8 s of a 4 s start).
 * They hold no record the database needs: it starts from the checkpoint in the current segment and makes new
 * segments as it needs them. The current segment and the next (where the shutdown's checkpoint record may have gone)
 * stay; the segments beyond them go. WAL file names sort in log order.
 */
function dropRecycledWal(walFolder: string, current: string): void {
  if (!/^[0-9A-F]{24}$/.test(current)) return;
  // timeline, log and segment, 8 hex digits each; a log holds 0x100 segments of 16 MB.
  const [timeline, log, segment] = [0, 8, 16].map((at) => Number.parseInt(current.slice(at, at + 8), 16)) as [
    number,
    number,
    number,
  ];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  const next = segment === 0xff ? hex(timeline) + hex(log + 1) + hex(0) : hex(timeline) + hex(log) + hex(segment + 1);
  for (const name of readdirSync(walFolder)) {
    if (/^[0-9A-F]{24}$/.test(name) && name > next) rmSync(path.join(walFolder, name));
  }
}

export type DemoDumpCheck =
  | { usable: true; copyInto: (dataDir: string, uploadDir: string) => void }
  | { usable: false; reason: string };

/** Whether the build's demo dump can seed this start (see the header for the rules). */
export function checkDemoDump(size: DemoSize, folder = demoDumpFolder): DemoDumpCheck {
  const metaPath = path.join(folder, metaFile);
  if (!existsSync(metaPath) || !existsSync(path.join(folder, dataFolder, 'PG_VERSION'))) {
    return { usable: false, reason: 'no demo dump in this build' };
  }
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as DemoDumpMeta;
  if (meta.size !== size) return { usable: false, reason: `the demo dump is of size ${meta.size}, not ${size}` };
  if (meta.asOf !== schoolToday()) return { usable: false, reason: `the demo dump was made on ${meta.asOf}` };
  if (meta.migrations !== migrationsFingerprint()) {
    return { usable: false, reason: 'the demo dump was made by another version' };
  }
  if (meta.generator !== generatorFingerprint()) {
    return { usable: false, reason: 'the demo dump was made by another build of the demo generator' };
  }
  return {
    usable: true,
    copyInto: (dataDir: string, uploadDir: string) => {
      cpSync(path.join(folder, dataFolder), path.join(dataDir, dataFolder), { recursive: true });
      const uploads = path.join(folder, uploadsFolder);
      if (existsSync(uploads)) cpSync(uploads, uploadDir, { recursive: true });
    },
  };
}
