import type { ListQuery } from '@hpl/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/*
 * Prepared reads: a query built once per database and shape, then only executed with its values. drizzle builds the
 * SQL text from the query builder on every call, and for a light read that is a third of the request's CPU (≈ 45 µs
 * for a six-column SELECT under load, docs/request-cost.md). The reads every signed-in page load makes — the header's
 * academic years, the notification bell, `/api/auth/me`'s own staff or student row — are prepared; the others build
 * per request (one way to write a list, lib/list.ts) until a profile shows them hot. A shape is what changes the SQL text (sort, filters present, paged or
 * not): each has its own name; every value (an account, a page's LIMIT and OFFSET) is a placeholder.
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
    query = build();
    queries.set(name, query);
  }
  return query;
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
