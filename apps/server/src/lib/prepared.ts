import type { ListQuery } from '@hpl/shared';
import { Column, DrizzleQueryError, entityKind, fillPlaceholders, is, SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/*
 * Prepared reads: a query built once per database and shape, then only executed with its values. drizzle builds the
 * SQL text from the query builder on every call, and for a light read that is a third of the request's CPU (≈ 45 µs
 * for a six-column SELECT under load, docs/request-cost.md). The reads every signed-in page load makes — the header's
 * academic years, the notification bell, `/api/auth/me`'s own staff or student row — are prepared; the others build
 * per request (one way to write a list, lib/list.ts) until a profile shows them hot. A shape is what changes the SQL
 * text (sort, filters present, paged or not): each has its own name; every value (an account, a page's LIMIT and
 * OFFSET) is a placeholder. On PostgreSQL a flat prepared select is then executed without drizzle's layers (`direct`).
 */

/** drizzle's prepared query as these helpers see it. */
export interface Prepared<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** A select that can be prepared (drizzle's `.prepare(name)`), paged with placeholders. */
export interface PreparableSelect<Row> {
  prepare(name: string): Prepared<Row>;
  limit(limit: unknown): { offset(offset: unknown): { prepare(name: string): Prepared<Row> } };
}

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * The query named `name` prepared on `db`, built by `build` the first time. A transaction is a database of its own
 * here (its queries run on its connection), so its prepared queries live as long as it does.
 */
export function prepared<Row>(db: DbOrTx, name: string, build: () => Prepared<Row>): Prepared<Row> {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as Prepared<Row> | undefined;
  if (!query) {
    const built = build();
    query = direct<Row>(built) ?? built;
    queries.set(name, query);
  }
  return query;
}

/** What drizzle's postgres-js prepared query holds (drizzle-orm/postgres-js/session.js), read once per query. */
interface PostgresJsPrepared {
  client: {
    unsafe(text: string, params: unknown[], options: { prepare: boolean }): { values(): Promise<unknown[][]> };
  };
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  prepare: boolean;
  customResultMapper?: unknown;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * drizzle's own `execute` of a postgres-js prepared query, without what this portal does not use on its hot reads:
 * three tracing spans (no-ops here), the query cache (none), the query logger (none), and `mapResultRow`'s per-cell
 * type checks and path walk. The SQL text, the parameters, the driver call (`unsafe(…, { prepare }).values()`), each
 * column's decoder and the error drizzle throws (`DrizzleQueryError` with the driver's error as cause) are drizzle's.
 * Only a flat select (every field one key deep, so no joined table to null; no custom mapper) on postgres-js takes this
 * path; anything else, and the embedded driver, keep drizzle's execute. prepared.postgres.test.ts compares both.
 */
function direct<Row>(query: unknown): Prepared<Row> | undefined {
  const kind = (query as { constructor?: Record<symbol, unknown> }).constructor?.[entityKind];
  if (kind !== 'PostgresJsPreparedQuery') return undefined;
  const { client, queryString, params, fields, prepare, customResultMapper } = query as PostgresJsPrepared;
  if (typeof client?.unsafe !== 'function' || typeof queryString !== 'string' || !Array.isArray(params))
    return undefined;
  // Flat fields only: drizzle's joined-table nulling (`joinsNotNullableMap`, set on every select) reads nested ones.
  if (!fields || customResultMapper || fields.some((f) => f.path.length !== 1)) return undefined;
  const keys = fields.map((f) => f.path[0] as string);
  const decoders = fields.map(({ field }): Decoder | undefined => {
    if (is(field, Column)) return field;
    // An SQL expression's decoder is internal in drizzle's types (`sql<number>`…`.mapWith(Number)` sets it).
    const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
    return (expression as unknown as { decoder?: Decoder } | undefined)?.decoder;
  });
  if (decoders.some((decoder) => decoder === undefined)) return undefined;
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      result[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return result as Row;
  };
  return {
    async execute(values = {}) {
      const filled = params.length === 0 ? params : fillPlaceholders(params, values);
      let rows: unknown[][];
      try {
        rows = await client.unsafe(queryString, filled, { prepare }).values();
      } catch (error) {
        throw new DrizzleQueryError(queryString, filled, error as Error);
      }
      return rows.map(mapRow);
    },
  };
}

/**
 * `pageWithTotal` (lib/list.ts) for a prepared list shape: `rows()` builds its select (ordered, filtered by
 * placeholders that `values` fill), `count()` the count of the same filter, run only for a paged list. The shape
 * `name` gets a variant with LIMIT/OFFSET placeholders for pages and one without for pageSize -1.
 */
export async function preparedPageWithTotal<Row>(
  db: DbOrTx,
  name: string,
  query: Pick<ListQuery, 'pageIndex' | 'pageSize'>,
  rows: () => PreparableSelect<Row>,
  count: () => { prepare(name: string): Prepared<{ n: number }> },
  values: Record<string, unknown> = {},
): Promise<{ items: Row[]; total: number }> {
  if (query.pageSize === -1) {
    const items = await prepared(db, `${name}:all`, () => rows().prepare(`${name}:all`)).execute(values);
    return { items, total: items.length };
  }
  const page = prepared(db, `${name}:page`, () =>
    rows().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`${name}:page`),
  );
  const counted = prepared(db, `${name}:count`, () => count().prepare(`${name}:count`));
  const limit = query.pageSize;
  const offset = (query.pageIndex - 1) * query.pageSize;
  const [items, [total]] = await Promise.all([page.execute({ ...values, limit, offset }), counted.execute(values)]);
  return { items, total: total?.n ?? 0 };
}
