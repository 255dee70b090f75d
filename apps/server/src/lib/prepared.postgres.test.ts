import { asc, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-app';
import type { Database } from '../db/client';
import { hocKy, jobs, namHoc } from '../db/schema';
import { enqueue } from './jobs/store';
import { countAll } from './list';
import { type Prepared, prepared } from './prepared';

/*
 * lib/prepared.ts runs a flat prepared select on postgres-js itself instead of through drizzle's `execute`: the rows,
 * their decoded values and the errors must be drizzle's own. Each query here is run both ways on the same database.
 */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await enqueue(database.db, 'test.prepared', { payload: { nested: { a: [1, 'b'] } }, maxAttempts: 3 });
});
afterAll(async () => {
  await database?.close();
});

let n = 0;
/** The query run through `prepared` and through drizzle's own prepared execute, with the same values. */
async function bothWays<Row>(build: (name: string) => Prepared<Row>, values?: Record<string, unknown>) {
  n++;
  const fast = prepared<Row>(database.db, `test.prepared.${n}`, () => build(`test.prepared.${n}`));
  const drizzle = build(`test.drizzle.${n}`);
  return { fast, rows: await fast.execute(values), expected: await drizzle.execute(values) };
}

describe('prepared reads on PostgreSQL', () => {
  it('answers the rows drizzle answers: integers, text, booleans, dates, ordered', async () => {
    const { fast, rows, expected } = await bothWays((name) =>
      database.db.select().from(namHoc).orderBy(asc(namHoc.id)).prepare(name),
    );
    expect(fast).not.toBeInstanceOf(PgPreparedQuery);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toStrictEqual(expected);
  });

  it('decodes timestamps, JSON, nulls and SQL expressions as drizzle does', async () => {
    const { fast, rows, expected } = await bothWays(
      (name) =>
        database.db
          .select({
            id: jobs.id,
            payload: jobs.payload,
            result: jobs.result,
            createdAt: jobs.createdAt,
            startedAt: jobs.startedAt,
            attempts: jobs.maxAttempts,
            n: countAll(),
            twice: sql<number>`${jobs.maxAttempts} * 2`.mapWith(Number).as('twice'),
          })
          .from(jobs)
          .where(eq(jobs.kind, sql.placeholder('kind')))
          .groupBy(jobs.id)
          .prepare(name),
      { kind: 'test.prepared' },
    );
    expect(fast).not.toBeInstanceOf(PgPreparedQuery);
    expect(rows).toStrictEqual(expected);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.payload).toEqual({ nested: { a: [1, 'b'] } });
    expect(rows[0]?.n).toBe(1);
  });

  it('fills placeholders, LIMIT and OFFSET included', async () => {
    const { rows, expected } = await bothWays(
      (name) =>
        database.db
          .select({ id: hocKy.id, ten: hocKy.tenHocKy })
          .from(hocKy)
          .orderBy(asc(hocKy.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      { limit: 2, offset: 1 },
    );
    expect(rows).toHaveLength(2);
    expect(rows).toStrictEqual(expected);
  });

  it('leaves a select with nested fields (a join) to drizzle, with the same answer', async () => {
    const { fast, rows, expected } = await bothWays((name) =>
      database.db
        .select({ term: { id: hocKy.id }, year: { id: namHoc.id, ten: namHoc.tenNamHoc } })
        .from(hocKy)
        .leftJoin(namHoc, eq(namHoc.id, hocKy.namHocId))
        .orderBy(asc(hocKy.id))
        .prepare(name),
    );
    expect(fast).toBeInstanceOf(PgPreparedQuery);
    expect(rows).toStrictEqual(expected);
  });

  it("rejects as drizzle does: a DrizzleQueryError with the driver's error as its cause", async () => {
    const { fast } = await bothWays(
      (name) =>
        database.db
          .select({ id: namHoc.id })
          .from(namHoc)
          .where(eq(namHoc.id, sql.placeholder('id')))
          .prepare(name),
      { id: 1 },
    );
    const failure = await fast.execute({ id: 'not a number' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(failure).toMatchObject({ cause: { code: '22P02' } });
  });
});
