import { Worker } from 'node:worker_threads';
import { isReportQuery } from './priority';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Queued = Pending & { message: Record<string, unknown>; id: number; queuedAt: number };

/** How long a report's query waits at most for interactive queries to finish before it runs anyway. */
const REPORT_MAX_WAIT_MS = 50;

function toError(raw: Record<string, unknown>): Error {
  const error = new Error(String(raw.message));
  Object.assign(error, raw);
  return error;
}

/** The OIDs whose drizzle parser is the identity (dates and the like kept as text): sent instead of functions. */
function identityOids(options?: { parsers?: Record<number, (v: string) => unknown> }): number[] {
  if (!options?.parsers) return [];
  return Object.entries(options.parsers)
    .filter(([, parse]) => parse('x') === 'x')
    .map(([oid]) => Number(oid));
}

export interface RemoteQueryable {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, (v: string) => unknown> },
  ): Promise<{ rows: unknown[]; fields: unknown[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: RemoteQueryable) => Promise<T>): Promise<T>;
}

/**
 * A PGlite look-alike whose database lives in a worker thread (db/pglite-worker.ts): the drizzle PGlite driver and
 * the backup commands use it as they use PGlite, while slow queries no longer stall the request thread.
 */
export class RemotePglite implements RemoteQueryable {
  private next = 1;
  private pending = new Map<number, Pending>();
  private finished = new Map<number, Pending>();
  private dead: Error | null = null;
  /** Interactive messages sent and not answered yet. */
  private interactive = 0;
  /** Report queries (db/priority.ts) waiting for the connection, and whether one is running. */
  private reports: Queued[] = [];
  private reportRunning = false;
  private reportTimer: NodeJS.Timeout | null = null;
  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const table = message.id < 0 ? this.finished : this.pending;
      const id = Math.abs(message.id);
      const waiter = table.get(id);
      if (!waiter) return;
      table.delete(id);
      if (message.error) waiter.reject(toError(message.error));
      else waiter.resolve(message.result);
    });
    worker.on('exit', (code) => {
      this.dead ??= new Error(`the database worker exited with code ${code}`);
      for (const waiter of [...this.pending.values(), ...this.finished.values(), ...this.reports])
        waiter.reject(this.dead);
      this.reports = [];
      this.pending.clear();
      this.finished.clear();
    });
    worker.on('error', (error: Error) => {
      this.dead = error;
      for (const waiter of [...this.pending.values(), ...this.finished.values(), ...this.reports]) waiter.reject(error);
      this.reports = [];
      this.pending.clear();
      this.finished.clear();
    });
  }

  static async start(dataDir?: string, loadDataDir?: Blob): Promise<RemotePglite> {
    // Bundled: dist/pglite-worker.js beside main.js. From the sources: a bootstrap that loads the .ts through tsx.
    const file = import.meta.url.endsWith('.ts') ? './pglite-worker-dev.mjs' : './pglite-worker.js';
    const worker = new Worker(new URL(file, import.meta.url), { workerData: { dataDir, loadDataDir } });
    const remote = new RemotePglite(worker);
    await new Promise<void>((resolve, reject) => {
      remote.pending.set(0, { resolve: () => resolve(), reject });
      worker.once('exit', (code) => reject(new Error(`the database worker exited with code ${code}`)));
    });
    return remote;
  }

  private send<T>(message: Record<string, unknown>, id = this.next++, report = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.dead) {
        reject(this.dead);
        return;
      }
      if (report) {
        this.reports.push({ resolve: resolve as (v: unknown) => void, reject, message, id, queuedAt: Date.now() });
        this.pump();
        return;
      }
      this.interactive++;
      const settled = () => {
        this.interactive--;
        this.pump();
      };
      this.pending.set(id, {
        resolve: (value) => {
          settled();
          resolve(value as T);
        },
        reject: (error) => {
          settled();
          reject(error);
        },
      });
      this.worker.postMessage({ ...message, id });
    });
  }

  /**
   * Starts the next report query when no interactive query is waiting or running (or when it has waited
   * REPORT_MAX_WAIT_MS: reports still advance under constant load), one at a time: PGlite answers in arrival order,
   * so an interactive query waits at most for the one piece of a report that is running.
   */
  private pump(): void {
    if (this.reportRunning || this.reports.length === 0 || this.dead) return;
    const waited = Date.now() - this.reports[0]!.queuedAt;
    if (this.interactive > 0 && waited < REPORT_MAX_WAIT_MS) {
      this.reportTimer ??= setTimeout(() => {
        this.reportTimer = null;
        this.pump();
      }, REPORT_MAX_WAIT_MS - waited);
      return;
    }
    const next = this.reports.shift()!;
    this.reportRunning = true;
    const done = () => {
      this.reportRunning = false;
      this.pump();
    };
    this.pending.set(next.id, {
      resolve: (value) => {
        done();
        next.resolve(value);
      },
      reject: (error) => {
        done();
        next.reject(error);
      },
    });
    this.worker.postMessage({ ...next.message, id: next.id });
  }

  private bound(tx?: number): RemoteQueryable {
    return {
      query: (sql, params, options) =>
        this.send(
          { type: 'query', tx, sql, params, rowMode: options?.rowMode, raw: identityOids(options) },
          undefined,
          !tx && isReportQuery(),
        ),
      exec: (sql) => this.send({ type: 'exec', tx, sql }, undefined, !tx && isReportQuery()),
      transaction: async (fn) => {
        if (tx) throw new Error('nested transactions go through savepoints');
        return this.transaction(fn);
      },
    };
  }

  query: RemoteQueryable['query'] = (sql, params, options) => this.bound().query(sql, params, options);
  exec: RemoteQueryable['exec'] = (sql) => this.bound().exec(sql);

  async transaction<T>(fn: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
    const id = this.next++;
    const finished = new Promise<unknown>((resolve, reject) => this.finished.set(id, { resolve, reject }));
    finished.catch(() => {});
    await this.send({ type: 'begin' }, id);
    let value: T;
    try {
      value = await fn(this.bound(id));
    } catch (error) {
      await this.send({ type: 'end', tx: id, commit: false });
      await finished.catch(() => {});
      throw error;
    }
    await this.send({ type: 'end', tx: id, commit: true });
    await finished;
    return value;
  }

  async close(): Promise<void> {
    if (this.reportTimer) clearTimeout(this.reportTimer);
    await this.send({ type: 'close' });
    await this.worker.terminate();
  }
}
