// The worker thread that owns the embedded database (PGLITE_WORKER=true): PGlite runs here, off the request thread,
// and answers the main thread's queries and transactions (db/pglite-remote.ts) by message.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

type Message =
  | {
      type: 'query';
      id: number;
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      raw?: number[];
    }
  | { type: 'exec'; id: number; tx?: number; sql: string }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'close'; id: number };

const port = parentPort!;
const identity = (value: string) => value;

function serializeError(error: unknown) {
  const e = error as Record<string, unknown> & Error;
  const out: Record<string, unknown> = { message: e?.message ?? String(error), name: e?.name };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position']) {
    if (e && e[key] !== undefined) out[key] = e[key];
  }
  return out;
}

const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: Blob };
const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
class Rollback extends Error {}

port.on('message', async (message: Message) => {
  const reply = (payload: Record<string, unknown>) => port.postMessage({ id: message.id, ...payload });
  try {
    if (message.type === 'query') {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      // drizzle's parsers keep dates, timestamps and intervals as text: the OIDs arrive, the identity is applied here.
      const parsers = Object.fromEntries((message.raw ?? []).map((oid) => [oid, identity]));
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      reply({ result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
    } else if (message.type === 'exec') {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      reply({ result: await target.exec(message.sql) });
    } else if (message.type === 'begin') {
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => {
        end = resolve;
      });
      const done = db.transaction(async (tx) => {
        transactions.set(message.id, { tx, end });
        reply({ result: 'begun' });
        if (!(await ended)) throw new Rollback();
      });
      // The answer to 'end' is sent when the transaction has committed or rolled back.
      void done.then(
        () => port.postMessage({ id: -message.id, result: 'committed' }),
        (error) =>
          port.postMessage(
            error instanceof Rollback
              ? { id: -message.id, result: 'rolled-back' }
              : { id: -message.id, error: serializeError(error) },
          ),
      );
      // (Not `done.finally`: that would be a second, unhandled rejection, and it ends the worker.)
      void done.then(
        () => transactions.delete(message.id),
        () => transactions.delete(message.id),
      );
    } else if (message.type === 'end') {
      transactions.get(message.tx)?.end(message.commit);
      reply({ result: 'ok' });
    } else if (message.type === 'close') {
      await db.close();
      reply({ result: 'closed' });
    }
  } catch (error) {
    reply({ error: serializeError(error) });
  }
});
port.postMessage({ id: 0, result: 'ready' });
