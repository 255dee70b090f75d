// Operations commands: backup, restore, move the embedded database to PostgreSQL (docs/deploy.md).
//   npm run backup [-- --out <folder>]
//   npm run restore -- <folder>
//   npm run db:move-to-postgres -- --to postgres://user:pass@host:5432/db
//   node apps/server/dist/ops.js make-demo-dump [--size default] [--force]   (the end of `npm run build`; demo/demo-dump.ts)
// In the Docker image: node apps/server/dist/ops.js <command> …
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError, isEmbeddedFolderEmpty, openDatabase, openPostgres } from '../db/client';
import { checkDemoDump, makeDemoDump } from '../demo/demo-dump';
import type { DemoSize } from '../demo/school-data';
import { backupDatabase, NotEmptyError, restoreDatabase } from './backup';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const log = (line: string) => console.log(line);
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
const describe = (config: ReturnType<typeof loadConfig>) =>
  config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}`
    : `the embedded database in ${config.dataDir}`;

async function backup(args: string[]) {
  const config = loadConfig(process.env);
  const out = path.resolve(option(args, '--out') ?? path.join('backups', `hpl-backup-${stamp()}`));
  const database = await openDatabase(config);
  try {
    log(`Backing up ${describe(config)} and ${config.uploadDir} into ${out}`);
    const started = Date.now();
    const manifest = await backupDatabase(database, config.uploadDir, out, log);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `Backup done: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.files} files in ${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

async function restore(args: string[]) {
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) throw new UsageError('restore needs the backup folder: npm run restore -- <folder>');
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    log(`Restoring ${path.resolve(folder)} into ${describe(config)} (uploads into ${config.uploadDir})`);
    const manifest = await restoreDatabase(database, config.uploadDir, path.resolve(folder), log);
    log(
      `Restore done (backup of ${manifest.createdAt}, version ${manifest.appVersion}). Start the portal on this database.`,
    );
  } finally {
    await database.close();
  }
}

async function moveToPostgres(args: string[]) {
  const to = option(args, '--to') ?? process.env.TARGET_DATABASE_URL;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    throw new UsageError('db:move-to-postgres needs the target: npm run db:move-to-postgres -- --to postgres://…');
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  const keep = option(args, '--keep-backup');
  const folder = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'hpl-move-'));
  try {
    const source = await openDatabase(config);
    try {
      log(`1/2 Reading the embedded database in ${config.dataDir}`);
      await backupDatabase(source, path.join(folder, 'no-uploads'), path.join(folder, 'backup'), log);
    } finally {
      await source.close();
    }
    const target = await openPostgres(to, { max: 2 });
    try {
      log('2/2 Writing into PostgreSQL');
      // The uploads stay where they are (UPLOAD_DIR): only the database moves.
      await restoreDatabase(target, path.join(folder, 'no-uploads'), path.join(folder, 'backup'), log);
    } finally {
      await target.close();
    }
    log(
      `Moved. Now start the portal with DATABASE_URL set to the target (and the same UPLOAD_DIR: ${config.uploadDir}). ` +
        `The embedded folder ${config.dataDir} is left untouched.`,
    );
  } finally {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  }
}

/** Part of `npm start`: skipped when the data folder already holds a database or the build has a matching dump. */
async function demoDump(args: string[]) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...process.env, DEMO: 'true' });
  } catch (error) {
    // The end of `npm run build`: a configuration the start will refuse (and explain) does not fail the build.
    if (!(error instanceof ConfigError) || args.includes('--force')) throw error;
    return log(`No demo school made: the start would refuse this configuration.\n${error.message}`);
  }
  const size = (option(args, '--size') ?? config.demoSize) as DemoSize;
  if (!['small', 'default', 'large'].includes(size)) throw new UsageError('--size is small, default or large');
  if (!args.includes('--force')) {
    if (config.databaseUrl || !isEmbeddedFolderEmpty(config.dataDir)) {
      return log('No demo school to make: the next start uses a database that already exists.');
    }
    if (checkDemoDump(size).usable) return log('The demo school of this build is ready for the first start.');
  }
  const started = Date.now();
  const meta = await makeDemoDump(size);
  log(`Demo school (${size}, as of ${meta.asOf}) made for the first start in ${Date.now() - started} ms.`);
}

class UsageError extends Error {}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  backup,
  restore,
  'move-to-postgres': moveToPostgres,
  'make-demo-dump': demoDump,
};

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const run = command ? commands[command] : undefined;
  if (!run) throw new UsageError(`Usage: ops <${Object.keys(commands).join('|')}> …`);
  await run(args);
}

main().then(
  () => process.exit(0),
  (error) => {
    const known = [ConfigError, DatabaseLockedError, NotEmptyError, UsageError].some((k) => error instanceof k);
    console.error(known ? error.message : error instanceof Error ? `Failed: ${error.message}` : error);
    if (!known && process.env.DEBUG) console.error(error);
    process.exit(known ? 2 : 1);
  },
);
