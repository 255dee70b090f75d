import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { APP_VERSION } from '@hpl/shared';
import type { Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { migrationsFolder } from '../paths';
import { type RawClient, rawClientOf } from './raw-client';

/**
 * Logical backup: one JSON-lines file per table (`row_to_json`, so every type round-trips through PostgreSQL's own
 * text forms), sequence values, the applied migrations and the uploads folder, in one folder with `manifest.json`
 * written last. The same format for PGlite and PostgreSQL, so a backup of one restores into the other.
 */
export const BACKUP_FORMAT = 'hpl-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  appVersion: string;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Applied migrations, oldest first (drizzle's `created_at` is the journal's `when`). */
  migrations: { when: number; hash: string }[];
  tables: { name: string; rows: number; file: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  uploads: { files: number; bytes: number };
}

const FETCH_ROWS = 1000;
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface ForeignKey {
  child: string;
  parent: string;
  childCols: string;
  parentCols: string;
}

async function listTables(client: RawClient): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((r) => r.name);
}

async function listForeignKeys(client: RawClient): Promise<ForeignKey[]> {
  return client.query<ForeignKey>(
    `select cl.relname as child, pc.relname as parent,
       (select string_agg(a.attname, ',' order by k.i) from unnest(con.conkey) with ordinality k(attnum, i)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as "childCols",
       (select string_agg(a.attname, ',' order by k.i) from unnest(con.confkey) with ordinality k(attnum, i)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "parentCols"
     from pg_constraint con
     join pg_class cl on cl.oid = con.conrelid join pg_namespace n on n.oid = cl.relnamespace
     join pg_class pc on pc.oid = con.confrelid
     where con.contype = 'f' and n.nspname = 'public'`,
  );
}

/** Tables ordered so that every referenced table comes before the tables referring to it. */
export function dependencyOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const fk of foreignKeys) if (fk.child !== fk.parent) parents.get(fk.child)?.add(fk.parent);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, trail: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new Error(`Foreign keys form a cycle: ${[...trail, table].join(' → ')}`);
    }
    state.set(table, 'visiting');
    for (const parent of [...(parents.get(table) ?? [])].sort()) visit(parent, [...trail, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function listSequences(client: RawClient) {
  const names = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  const out: BackupManifest['sequences'] = [];
  for (const { name } of names) {
    const [row] = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from public.${quoteIdent(name)}`,
    );
    out.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
  }
  return out;
}

async function appliedMigrations(client: RawClient): Promise<{ when: number; hash: string }[]> {
  const [exists] = await client.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return [];
  const rows = await client.query<{ created_at: string; hash: string }>(
    'select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ when: Number(r.created_at), hash: r.hash }));
}

function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(folder)) return { files, bytes };
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Writes a backup of `database` and `uploadDir` into the folder `out` (which must not exist or be empty). */
export async function backupDatabase(
  database: Database,
  uploadDir: string,
  out: string,
  log: (line: string) => void = () => {},
  options: { gzip?: boolean } = {},
): Promise<BackupManifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty: choose a new folder.`);
  mkdirSync(path.join(out, 'data'), { recursive: true });
  const client = await rawClientOf(database);
  try {
    const manifest = await client.transaction(
      async (tx) => {
        const tables = dependencyOrder(await listTables(tx), await listForeignKeys(tx));
        const entries: BackupManifest['tables'] = [];
        for (const table of tables) {
          const file = `data/${table}.jsonl${options.gzip ? '.gz' : ''}`;
          const fileStream = createWriteStream(path.join(out, file));
          const gzip = options.gzip ? createGzip({ level: 9 }) : null;
          if (gzip) gzip.pipe(fileStream);
          const stream = gzip ?? fileStream;
          let rows = 0;
          await tx.query(
            `DECLARE hpl_dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM public.${quoteIdent(table)} t`,
          );
          for (;;) {
            const batch = await tx.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM hpl_dump`);
            if (batch.length === 0) break;
            rows += batch.length;
            // row_to_json escapes control characters: a newline byte only ever separates rows.
            if (!stream.write(`${batch.map((r) => r.j).join('\n')}\n`)) await once(stream, 'drain');
          }
          await tx.query('CLOSE hpl_dump');
          stream.end();
          await once(fileStream, 'finish');
          entries.push({ name: table, rows, file });
          log(`  ${table}: ${rows} rows`);
        }
        return {
          format: BACKUP_FORMAT,
          appVersion: APP_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          migrations: await appliedMigrations(tx),
          tables: entries,
          sequences: await listSequences(tx),
          uploads: { files: 0, bytes: 0 },
        } satisfies BackupManifest;
      },
      { readOnlySnapshot: true },
    );
    if (existsSync(uploadDir)) await cp(uploadDir, path.join(out, 'uploads'), { recursive: true });
    else mkdirSync(path.join(out, 'uploads'));
    manifest.uploads = folderSize(path.join(out, 'uploads'));
    log(`  uploads: ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes`);
    // Written last: a folder without manifest.json is an unfinished backup and restore refuses it.
    writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.close();
  }
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${folder} has no manifest.json: not a finished HPL Portal backup.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file}: unknown backup format ${manifest.format}.`);
  return manifest;
}

/** Reads a JSON-lines file as batches of raw lines, splitting bytes on '\n' (no line-length limit, no decoding split). */
export async function* readLineBatches(file: string, maxRows = BATCH_ROWS, maxBytes = BATCH_BYTES) {
  let pending: Buffer[] = [];
  let batch: string[] = [];
  let batchBytes = 0;
  const raw = createReadStream(file, { highWaterMark: 1024 * 1024 });
  const source = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, i));
      const line = Buffer.concat(pending).toString('utf8');
      pending = [];
      start = i + 1;
      if (line.length === 0) continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= maxRows || batchBytes >= maxBytes) {
        yield batch;
        batch = [];
        batchBytes = 0;
      }
    }
    if (start < chunk.length) pending.push(Buffer.from(chunk.subarray(start)));
  }
  const rest = Buffer.concat(pending).toString('utf8');
  if (rest.length > 0) batch.push(rest);
  if (batch.length > 0) yield batch;
}

async function insertableColumns(client: RawClient, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

async function nonEmptyTables(client: RawClient): Promise<string[]> {
  const full: string[] = [];
  for (const table of await listTables(client)) {
    const [row] = await client.query<{ any: boolean }>(
      `select exists (select 1 from public.${quoteIdent(table)}) as any`,
    );
    if (row?.any) full.push(table);
  }
  return full;
}

/** Rows of a self-referencing table, parents before children (single-column self references). */
function orderSelfReferencing(lines: string[], selfKeys: ForeignKey[]): string[] {
  const rows = lines.map((line) => ({ line, value: JSON.parse(line) as Record<string, unknown> }));
  const keys = selfKeys
    .filter((k) => !k.childCols.includes(','))
    .map((k) => ({ child: k.childCols, parent: k.parentCols }));
  const placed = new Set<string>();
  const ordered: string[] = [];
  let remaining = rows;
  while (remaining.length > 0) {
    const next: typeof rows = [];
    for (const row of remaining) {
      const ready = keys.every(({ child, parent }) => {
        const ref = row.value[child];
        if (ref === null || ref === undefined) return true;
        if (rows.every((r) => String(r.value[parent]) !== String(ref))) return true; // dangling: let the FK decide
        return placed.has(`${parent}=${String(ref)}`);
      });
      if (ready) {
        ordered.push(row.line);
        for (const { parent } of keys) placed.add(`${parent}=${String(row.value[parent])}`);
      } else next.push(row);
    }
    if (next.length === remaining.length) throw new Error('A self-referencing table has a cycle of rows.');
    remaining = next;
  }
  return ordered;
}

/** A copy of the migrations folder whose journal stops at the backup's last migration. */
async function migrationsUpTo(
  manifest: BackupManifest,
  migrationsFolder: string,
): Promise<{ folder: string; cleanup: () => Promise<void> }> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const known = new Set(journal.entries.map((e) => e.when));
  const unknown = manifest.migrations.filter((m) => !known.has(m.when));
  if (unknown.length > 0) {
    throw new Error(
      `This backup was made by a newer version of HPL Portal (${manifest.appVersion}, ${unknown.length} migration(s) this ` +
        'version does not have). Restore it with that version or a later one.',
    );
  }
  const last = Math.max(0, ...manifest.migrations.map((m) => m.when));
  const entries = journal.entries.filter((e) => e.when <= last);
  if (entries.length === journal.entries.length) return { folder: migrationsFolder, cleanup: async () => {} };
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hpl-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

export class NotEmptyError extends Error {}

/**
 * Restores a backup into an EMPTY database: migrates it to the backup's schema, loads every table in dependency
 * order in one transaction, sets the sequences, then migrates forward to this version; copies the uploads.
 */
export async function restoreDatabase(
  database: Database,
  uploadDir: string,
  folder: string,
  log: (line: string) => void = () => {},
  options: { migrationsFolder?: string } = {},
): Promise<BackupManifest> {
  const currentMigrations = options.migrationsFolder ?? migrationsFolder;
  const manifest = readManifest(folder);
  const client = await rawClientOf(database);
  try {
    const [hasTables] = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    if (hasTables && hasTables.n > 0) {
      const full = await nonEmptyTables(client);
      if (full.length > 0) {
        throw new NotEmptyError(
          `The target database is not empty (${full.length} table(s) hold rows, e.g. ${full.slice(0, 3).join(', ')}). ` +
            'Restore only into an empty database: create a new one, or drop and recreate this one.',
        );
      }
    }
    const { folder: migrations, cleanup } = await migrationsUpTo(manifest, currentMigrations);
    try {
      await migrateDatabase(database, migrations);
    } finally {
      await cleanup();
    }
    const full = await nonEmptyTables(client);
    if (full.length > 0) throw new NotEmptyError(`The target database is not empty: ${full.join(', ')}.`);

    const foreignKeys = await listForeignKeys(client);
    await client.transaction(async (tx) => {
      for (const entry of manifest.tables) {
        const columns = await insertableColumns(tx, entry.name);
        const list = columns.map(quoteIdent).join(', ');
        const target = `public.${quoteIdent(entry.name)}`;
        const insert = `INSERT INTO ${target} (${list}) OVERRIDING SYSTEM VALUE
          SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::text::json)`;
        const selfKeys = foreignKeys.filter((k) => k.child === entry.name && k.parent === entry.name);
        const file = path.join(folder, entry.file);
        let rows = 0;
        if (selfKeys.length > 0) {
          const lines: string[] = [];
          for await (const batch of readLineBatches(file)) lines.push(...batch);
          const ordered = orderSelfReferencing(lines, selfKeys);
          for (let i = 0; i < ordered.length; i += BATCH_ROWS) {
            await tx.query(insert, [`[${ordered.slice(i, i + BATCH_ROWS).join(',')}]`]);
          }
          rows = ordered.length;
        } else {
          for await (const batch of readLineBatches(file)) {
            await tx.query(insert, [`[${batch.join(',')}]`]);
            rows += batch.length;
          }
        }
        if (rows !== entry.rows) throw new Error(`${entry.file}: ${rows} rows read, the manifest says ${entry.rows}.`);
        log(`  ${entry.name}: ${rows} rows`);
      }
      for (const sequence of manifest.sequences) {
        const [exists] = await tx.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [
          `public.${quoteIdent(sequence.name)}`,
        ]);
        if (!exists?.ok) continue;
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [
          `public.${quoteIdent(sequence.name)}`,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
    });
    // Forward to this version's schema (a no-op when the backup was made by this version).
    await migrateDatabase(database, currentMigrations);
    const uploads = path.join(folder, 'uploads');
    if (existsSync(uploads)) {
      mkdirSync(uploadDir, { recursive: true });
      await cp(uploads, uploadDir, { recursive: true, force: false, errorOnExist: false });
    }
    log(`  uploads: ${manifest.uploads.files} files into ${uploadDir}`);
    return manifest;
  } finally {
    await client.close();
  }
}
