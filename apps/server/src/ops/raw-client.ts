import type { Database } from '../db/client';

/** The few raw operations backup and restore need, on either driver. */
export interface RawClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One transaction; the callback receives a client bound to it. */
  transaction<T>(fn: (tx: RawClient) => Promise<T>, options?: { readOnlySnapshot?: boolean }): Promise<T>;
  close(): Promise<void>;
}

type PgliteLike = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  transaction?<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T>;
};

function fromPglite(client: PgliteLike): RawClient {
  const raw: RawClient = {
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async transaction(fn, options) {
      return client.transaction!(async (tx) => {
        if (options?.readOnlySnapshot) await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return fn(fromPglite(tx));
      });
    },
    async close() {},
  };
  return raw;
}

type PostgresSql = import('postgres').Sql;
type PostgresTx = import('postgres').TransactionSql;

function fromPostgresTx(tx: PostgresTx | PostgresSql): RawClient {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await tx.unsafe(text, (params ?? []) as never[])) as unknown as T[];
    },
    async transaction() {
      throw new Error('nested transactions are not used');
    },
    async close() {},
  };
}

/** A raw client over an open database: PGlite's own instance, or a private postgres-js connection. */
export async function rawClientOf(database: Database): Promise<RawClient> {
  if (database.kind === 'pglite') return fromPglite(database.pglite as unknown as PgliteLike);
  const { default: postgres } = await import('postgres');
  const sql = postgres(database.url!, { max: 1, onnotice: () => {} });
  return {
    query: fromPostgresTx(sql).query,
    async transaction(fn, options) {
      const mode = options?.readOnlySnapshot ? 'isolation level repeatable read read only' : '';
      return (await sql.begin(mode, (tx) => fn(fromPostgresTx(tx)))) as never;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
