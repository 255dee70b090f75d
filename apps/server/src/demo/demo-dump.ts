import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { refreshPlannerStatistics } from '../db/statistics';
import { schoolToday } from '../lib/school-date';
import { migrationsFolder, serverRoot } from '../paths';
import { generateDemoSchool } from './generator';
import type { DemoSize } from './school-data';

/**
 * The demo school made once at build time (`npm run build`) and copied into an empty data folder at the first
 * `npm start`, instead of being generated row by row (≈ 30 s) while the user waits. The dump holds no secret: the
 * provider's keys, cookie keys and the client secret are created by the first start (auth/oidc-settings.ts).
 *
 * A dump is used only when it matches: the same demo size, the same migrations, and made on the school's today (the
 * demo's attendance, leave requests and timetable weeks are laid out around the day they are generated). Otherwise
 * the start generates the school as before.
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
}

/** A fingerprint of this version's migrations: a dump made by another version is not used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Creates the demo school in memory and writes its data folder (compressed) and its uploads into `folder`. */
export async function makeDemoDump(size: DemoSize, folder = demoDumpFolder): Promise<DemoDumpMeta> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const database = await openPglite({ dataDir: folder });
  try {
    await migrateDatabase(database);
    const asOf = schoolToday();
    await generateDemoSchool(database.db, path.join(folder, uploadsFolder), size, asOf);
    await refreshPlannerStatistics(database.db);
    await database.db.execute(sql`checkpoint`);
    const meta: DemoDumpMeta = { size, asOf, migrations: migrationsFingerprint() };
    writeFileSync(path.join(folder, metaFile), `${JSON.stringify(meta, null, 2)}\n`);
    return meta;
  } finally {
    await database.close();
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
  return {
    usable: true,
    copyInto: (dataDir: string, uploadDir: string) => {
      cpSync(path.join(folder, dataFolder), path.join(dataDir, dataFolder), { recursive: true });
      const uploads = path.join(folder, uploadsFolder);
      if (existsSync(uploads)) cpSync(uploads, uploadDir, { recursive: true });
    },
  };
}
