import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the pg-core database that PGlite and postgres-js both implement. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one raw statement; used by migrations and health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The connection URL (PostgreSQL mode only): migrations take their advisory lock on a connection of their own. */
  url?: string;
  /** Connections the pool may open (PostgreSQL mode only), for /api/metrics. */
  poolMax?: number;
  /** The PGlite instance (embedded mode only): tests dump and restore it. */
  pglite?: import('@electric-sql/pglite').PGlite;
}

export class DatabaseLockedError extends Error {}

/** PGlite loads extensions anew every time a data folder is opened (stack notes). */
async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite does not lock its folder; a second process would corrupt it. Take a pid lock file. */
function lockDataFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, 'hpl.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isProcessAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${folder} is already open by process ${pid}. ` +
            'Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several instances.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${folder}`);
}

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
  /** Run PGlite in a worker thread (PGLITE_WORKER): slow queries no longer stall the request thread. */
  worker?: boolean;
}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const unlock = options.dataDir ? lockDataFolder(options.dataDir) : () => {};
  if (options.worker) {
    try {
      const { RemotePglite } = await import('./pglite-remote');
      const remote = await RemotePglite.start(
        options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
        options.loadDataDir,
      );
      const db = drizzle({ client: remote as never, schema, casing: 'snake_case' }) as unknown as Db;
      return {
        db,
        kind: 'pglite',
        pglite: remote as never,
        async ping() {
          await remote.query('select 1');
          return true;
        },
        async close() {
          try {
            await remote.close();
          } finally {
            unlock();
          }
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  try {
    const pgOptions: PGliteOptions = { extensions: await pgliteExtensions() };
    if (options.dataDir) pgOptions.dataDir = path.join(options.dataDir, 'pgdata');
    if (options.loadDataDir) pgOptions.loadDataDir = options.loadDataDir;
    const client = await PGlite.create(pgOptions);
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      async ping() {
        await client.query('select 1');
        return true;
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const max = options.max ?? 10;
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    poolMax: max,
    async ping() {
      await client`select 1`;
      return true;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

/** Whether the embedded data folder holds no database yet (a first start). */
export function isEmbeddedFolderEmpty(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  pgliteWorker?: boolean;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (!existsSync(config.dataDir)) mkdirSync(config.dataDir, { recursive: true });
  return openPglite({ dataDir: config.dataDir, worker: config.pgliteWorker });
}
