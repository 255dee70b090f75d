import type { ListQuery, Page } from '@hpl/shared';
import { type AnyColumn, asc, desc, or, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { badRequest } from './errors';

/*
 * One list strategy: a page is its rows (LIMIT/OFFSET) plus a count query for the same filter, run side by side
 * (`pageWithTotal`). A window count (`count(*) over()`) in the page's own select was the other strategy; it is gone,
 * because it makes every row carry the total, needs a second query anyway for a page past the end, and cannot be
 * read from a pageSize -1 list without stripping it from each row.
 */

/** LIMIT/OFFSET of a list query; pageSize -1 = every row. */
function limitOffset(query: Pick<ListQuery, 'pageIndex' | 'pageSize'>): { limit?: number; offset?: number } {
  if (query.pageSize === -1) return {};
  return { limit: query.pageSize, offset: (query.pageIndex - 1) * query.pageSize };
}

/** A drizzle `$dynamic()` select that a page can be cut from. */
interface PageableSelect<T> extends PromiseLike<unknown[]> {
  limit(limit: number): { offset(offset: number): T };
}

/**
 * The page of `rows` the query asks for (every row for pageSize -1) and the total that `count` finds for the same
 * filter, both queries run side by side. For pageSize -1 the total is the number of rows and `count` (a lazy query
 * builder) is never run.
 */
export async function pageWithTotal<T extends PageableSelect<T>>(
  query: Pick<ListQuery, 'pageIndex' | 'pageSize'>,
  rows: T,
  count: PromiseLike<{ n: number }[]>,
): Promise<{ items: Awaited<T>; total: number }> {
  const { limit, offset } = limitOffset(query);
  if (limit === undefined) {
    const items = (await rows) as Awaited<T>;
    return { items, total: (items as unknown[]).length };
  }
  const [items, [total]] = await Promise.all([rows.limit(limit).offset(offset ?? 0), count]);
  return { items: items as Awaited<T>, total: total?.n ?? 0 };
}

/** A drizzle `$dynamic()` select as a generic list sees it: each resource builds its own joins and columns. */
export interface DynamicSelect<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): DynamicSelect<Row>;
  orderBy(...order: SQL[]): DynamicSelect<Row>;
  limit(n: number): DynamicSelect<Row>;
  offset(n: number): DynamicSelect<Row>;
  as(alias: string): Subquery;
}

export const asDynamic = <Row>(query: unknown) => query as DynamicSelect<Row>;

/**
 * The page of a select built by `select` (a factory: drizzle's dynamic builders change in place, so each query needs
 * its own), filtered by `where` and ordered by `order`, with `pageWithTotal`'s count: the same select and filter as a
 * subquery, so that the count sees the same joins as the page (PostgreSQL drops the unused columns).
 */
export async function pageOfSelect<Row>(
  db: DbOrTx,
  query: Pick<ListQuery, 'pageIndex' | 'pageSize'>,
  select: () => DynamicSelect<Row>,
  where: SQL | undefined,
  order: SQL[],
): Promise<Page<Row>> {
  const { items, total } = await pageWithTotal(
    query,
    select()
      .where(where)
      .orderBy(...order),
    db.select({ n: countAll() }).from(select().where(where).as('counted')),
  );
  return pageOf(query, items as Row[], total);
}

export function pageOf<T>(query: Pick<ListQuery, 'pageIndex' | 'pageSize'>, items: T[], totalCount: number): Page<T> {
  return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/** ORDER BY from `sort` (`field` or `-field`), limited to the columns a list allows; `id` breaks ties. */
export function orderByOf(sort: string | undefined, columns: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const column = columns[name];
  if (!column) throw badRequest('error.sortField', { field: name, allowed: Object.keys(columns).join(', ') });
  return [descending ? desc(column) : asc(column), ...fallback];
}

/** Accent- and case-insensitive "contains" for Vietnamese names ('nguyen van a' finds 'Nguyễn Văn A'). */
export function unaccentContains(column: AnyColumn | SQL, search: string): SQL {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`f_unaccent(lower(${column})) like '%' || f_unaccent(lower(${escaped})) || '%'`;
}

/** A list's search: `search` found (accents and case ignored) in any of `columns`; no condition without a search. */
export function searchAny(search: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  return search ? or(...columns.map((column) => unaccentContains(column, search))) : undefined;
}

/** Total rows of a filtered query, as a number on both drivers. */
export const countAll = () => sql<number>`cast(count(*) as integer)`;
