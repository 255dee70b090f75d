import { zEnvelope, zIdParams, zPage } from '@hpl/shared';
import { type AnyColumn, and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import type { RouteAuth } from '../plugins/route-auth';
import { audit } from './audit';
import { type Caller, callerOf } from './caller';
import { ok } from './envelope';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from './errors';
import { EXPORT_RATE_LIMIT, exportList, type ListExport, sendXlsx } from './excel-export';
import { requestLang } from './lang';
import { type DynamicSelect, orderByOf, pageOfSelect, unaccentContains } from './list';
import type { SessionUser } from './session-user';

export { asDynamic, type DynamicSelect } from './list';

/** A table the generic resource writes: identity `id`, optimistic `version`, optional soft-delete column. */
export interface CrudTable {
  table: PgTable;
  id: PgColumn;
  version?: PgColumn;
  deletedAt?: PgColumn;
}

/**
 * One master-data resource served by the generic CRUD routes. The resource describes its reads (joins, search,
 * sort, filters), how input becomes column values, and its integrity rules; the generic part does paging, version
 * checks, transactions with the audit row, and readable refusals.
 */
export interface CrudResource<Row extends { id: number }, Input, Query extends Record<string, unknown>> {
  /** PascalCase API name: `/api/<resource>/danhSach<resource>`. */
  resource: string;
  /** Message-key prefix: `<key>.duplicate`, `<key>.inUse`. */
  key: string;
  target: CrudTable;
  auth: { read: RouteAuth; write: RouteAuth };
  zItem: z.ZodType<Row>;
  zInput: z.ZodType<Input>;
  zListQuery: z.ZodType<Query>;
  select(db: DbOrTx): DynamicSelect<Row>;
  searchColumns: (AnyColumn | SQL)[];
  sortColumns: Record<string, AnyColumn | SQL>;
  defaultOrder: SQL[];
  filters?(query: Query): (SQL | undefined)[];
  toValues(input: Input): Record<string, unknown>;
  nameOf(input: Input | Row): string;
  /** Referenced rows must exist: throw `badRequest('<field>.invalid')` otherwise. */
  checkRefs?(tx: DbOrTx, input: Input): Promise<void>;
  /** True when another row already holds the natural key of `input`. */
  isDuplicate?(tx: DbOrTx, input: Input, exceptId?: number): Promise<boolean>;
  /** How many rows still depend on this one (deletion is refused when > 0). */
  countUsage?(tx: DbOrTx, id: number): Promise<number>;
  /** Extra business rules run before create/update (e.g. year closed). */
  checkWrite?(tx: DbOrTx, input: Input, before?: Row): Promise<void>;
  /**
   * The rows the caller may see, as a condition on the resource's select: every read and write of the generic layer
   * adds it, so a row outside it is not listed and answers 404 by id. None: every row (master data for its editors).
   */
  scope?(user: SessionUser): SQL | undefined;
  /** Follow-up writes in the same transaction (e.g. a new head joins the department). */
  afterWrite?(tx: DbOrTx, id: number, input: Input): Promise<void>;
  /** False for association rows (create and delete only). */
  updatable?: boolean;
  /** `GET /api/<resource>/xuatExcel`: the sheet name and the columns of what the list shows. */
  export?: ListExport<Row>;
}

/** `HeHoc` → `he-hoc`: file names of exports. */
const kebabOf = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

/** Correlated count for list columns (`soPhong`, `siSo` …). */
export const countWhere = (table: PgTable, condition: SQL) =>
  sql<number>`(select cast(count(*) as integer) from ${table} where ${condition})`;

/** Ids referenced by an input must exist (and not be soft-deleted); otherwise a 400 naming the field. */
export async function assertExists(
  tx: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  id: number | null | undefined,
  messageKey: string,
  deletedAt?: PgColumn,
) {
  if (id == null) return;
  const [row] = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), deletedAt ? isNull(deletedAt) : undefined));
  if (!row) throw badRequest(messageKey, {}, messageKey.split('.')[1]);
}

function rethrowUnique(error: unknown, key: string, name: string): never {
  if (error instanceof AppError) throw error;
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw badRequest(`${key}.duplicate`, { name });
  throw error;
}

export function createCrudService<
  Row extends { id: number; version?: number },
  Input extends { version?: number },
  Query extends Record<string, unknown> & { pageIndex: number; pageSize: number; search?: string; sort?: string },
>(r: CrudResource<Row, Input, Query>) {
  const { target } = r;
  /** Live (not soft-deleted) rows inside the caller's scope. */
  const visible = (caller: Caller, extra?: SQL) =>
    and(extra, r.scope?.(caller.user), target.deletedAt ? isNull(target.deletedAt) : undefined);

  async function find(db: DbOrTx, caller: Caller, id: number): Promise<Row | undefined> {
    const [row] = await r
      .select(db)
      .where(visible(caller, eq(target.id, id)))
      .limit(1);
    return row;
  }

  async function get(db: DbOrTx, caller: Caller, id: number): Promise<Row> {
    const row = await find(db, caller, id);
    if (!row) throw notFound();
    return row;
  }

  async function list(db: Db, caller: Caller, query: Query) {
    const search = query.search ? or(...r.searchColumns.map((c) => unaccentContains(c, query.search!))) : undefined;
    const where = visible(caller, and(search, ...(r.filters?.(query) ?? [])));
    // The id ends every order: pages read one after another (exports) neither repeat nor skip rows.
    const order = [...orderByOf(query.sort, r.sortColumns, r.defaultOrder), asc(target.id)];
    return pageOfSelect(db, query, () => r.select(db), where, order);
  }

  async function create(db: Db, caller: Caller, input: Input): Promise<Row> {
    try {
      return await db.transaction(async (tx) => {
        await r.checkRefs?.(tx, input);
        await r.checkWrite?.(tx, input);
        if (await r.isDuplicate?.(tx, input)) throw badRequest(`${r.key}.duplicate`, { name: r.nameOf(input) });
        const [created] = (await tx
          .insert(target.table)
          .values(r.toValues(input) as never)
          .returning({ id: target.id })) as { id: number }[];
        await r.afterWrite?.(tx, created!.id, input);
        const after = await get(tx, caller, created!.id);
        await audit(tx, caller, { action: 'create', entity: r.resource, entityId: created!.id, after });
        return after;
      });
    } catch (error) {
      rethrowUnique(error, r.key, r.nameOf(input));
    }
  }

  async function update(db: Db, caller: Caller, id: number, input: Input): Promise<Row> {
    try {
      return await db.transaction(async (tx) => {
        const before = await find(tx, caller, id);
        if (!before) throw notFound();
        if (input.version !== undefined && before.version !== undefined && input.version !== before.version) {
          throw conflict();
        }
        await r.checkRefs?.(tx, input);
        await r.checkWrite?.(tx, input, before);
        if (await r.isDuplicate?.(tx, input, id)) throw badRequest(`${r.key}.duplicate`, { name: r.nameOf(input) });
        const values: Record<string, unknown> = r.toValues(input);
        let condition = eq(target.id, id);
        if (target.version && before.version !== undefined) {
          values.version = sql`${target.version} + 1`;
          condition = and(condition, eq(target.version, before.version))!;
        }
        const changed = (await tx
          .update(target.table)
          .set(values as never)
          .where(condition)
          .returning({ id: target.id })) as {
          id: number;
        }[];
        if (changed.length === 0) throw conflict();
        await r.afterWrite?.(tx, id, input);
        const after = await get(tx, caller, id);
        await audit(tx, caller, { action: 'update', entity: r.resource, entityId: id, before, after });
        return after;
      });
    } catch (error) {
      rethrowUnique(error, r.key, r.nameOf(input));
    }
  }

  async function remove(db: Db, caller: Caller, id: number): Promise<void> {
    let name = '';
    try {
      await db.transaction(async (tx) => {
        const before = await find(tx, caller, id);
        if (!before) throw notFound();
        name = r.nameOf(before);
        const usage = (await r.countUsage?.(tx, id)) ?? 0;
        if (usage > 0) throw badRequest(`${r.key}.inUse`, { name, count: usage });
        if (target.deletedAt) {
          await tx
            .update(target.table)
            .set({ deletedAt: new Date() } as never)
            .where(eq(target.id, id));
        } else {
          await tx.delete(target.table).where(eq(target.id, id));
        }
        await audit(tx, caller, { action: 'delete', entity: r.resource, entityId: id, before });
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A reference the usage count did not know about (another module's table) still answers readably.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw badRequest(`${r.key}.inUse`, { name, count: 1 });
      throw error;
    }
  }

  return { find, get, list, create, update, remove };
}

/** GET list, GET/PUT/DELETE by id, POST — the spec's path style, with the resource's auth. */
export function crudRoutes<
  Row extends { id: number; version?: number },
  Input extends { version?: number },
  Query extends Record<string, unknown> & { pageIndex: number; pageSize: number; search?: string; sort?: string },
>(r: CrudResource<Row, Input, Query>): FastifyPluginAsyncZod {
  const service = createCrudService(r);
  const tags = [r.resource];
  const read = { auth: r.auth.read };
  const write = { auth: r.auth.write };
  const base = `/api/${r.resource}`;
  return async (app: FastifyInstance) => {
    const typed = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    typed.get(
      `${base}/danhSach${r.resource}`,
      { config: read, schema: { tags, querystring: r.zListQuery, response: { 200: zEnvelope(zPage(r.zItem)) } } },
      async (request) => ok(await service.list(app.db, callerOf(request), request.query as Query)),
    );
    const exported = r.export;
    if (exported) {
      typed.get(
        `${base}/xuatExcel`,
        {
          config: { ...read, rateLimit: EXPORT_RATE_LIMIT },
          schema: {
            tags,
            summary: 'Exports what the list shows (same query, every row) as .xlsx',
            querystring: r.zListQuery,
          },
        },
        async (request, reply) => {
          const query = request.query as Query;
          const result = await exportList(
            requestLang(request),
            { name: exported.sheet, columns: exported.columns },
            (pageIndex, pageSize) => service.list(app.db, callerOf(request), { ...query, pageIndex, pageSize }),
          );
          return sendXlsx(reply, kebabOf(r.resource), result);
        },
      );
    }
    typed.get(
      `${base}/:id`,
      { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(r.zItem) } } },
      async (request) => ok(await service.get(app.db, callerOf(request), request.params.id)),
    );
    typed.post(
      base,
      { config: write, schema: { tags, body: r.zInput, response: { 200: zEnvelope(r.zItem) } } },
      async (request) => ok(await service.create(app.db, callerOf(request), request.body as Input)),
    );
    if (r.updatable !== false) {
      typed.put(
        `${base}/:id`,
        { config: write, schema: { tags, params: zIdParams, body: r.zInput, response: { 200: zEnvelope(r.zItem) } } },
        async (request) =>
          ok(await service.update(app.db, callerOf(request), request.params.id, request.body as Input)),
      );
    }
    typed.delete(
      `${base}/:id`,
      { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
      async (request) => {
        await service.remove(app.db, callerOf(request), request.params.id);
        return ok(null);
      },
    );
  };
}
