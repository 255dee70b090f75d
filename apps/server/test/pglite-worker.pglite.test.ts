import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { namHoc } from '../src/db/schema';
import { pgErrorCode } from '../src/lib/errors';

let database: Database;
beforeAll(async () => {
  database = await openPglite({ worker: true });
  await migrateDatabase(database);
});
afterAll(async () => database?.close());

/** How many 10 ms timer ticks the request thread gets while `work` runs. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('the embedded database in a worker thread (PGLITE_WORKER)', () => {
  it('commits a transaction, rolls one back, and keeps PostgreSQL error codes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(namHoc).values({ tenNamHoc: 'Worker commit', ngayBatDau: '2031-09-01' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(namHoc).values({ tenNamHoc: 'Worker rollback' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const names = (await database.db.select({ ten: namHoc.tenNamHoc, start: namHoc.ngayBatDau }).from(namHoc)).map(
      (r) => `${r.ten} ${r.start}`,
    );
    expect(names).toContain('Worker commit 2031-09-01');
    expect(names.some((n) => n.startsWith('Worker rollback'))).toBe(false);
    const error = await database.db
      .execute(sql`insert into nam_hoc (id, ten_nam_hoc) overriding system value select id, 'dup' from nam_hoc limit 1`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23505');
  });

  it('makes a query from outside wait for an open transaction, never interleave with it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await t.update(namHoc).set({ tenNamHoc: 'Inside' }).where(eq(namHoc.tenNamHoc, 'Worker commit'));
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db
      .select({ ten: namHoc.tenNamHoc })
      .from(namHoc)
      .where(eq(namHoc.tenNamHoc, 'Inside'))
      .then((rows) => order.push(`outside saw ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside saw 1']);
  });

  it('leaves the request thread free while a slow query runs', async () => {
    const ticks = await ticksDuring(() => database.db.execute(sql`select pg_sleep(0.5)`));
    // On the main thread PGlite would block for the whole 0.5 s (≈0 ticks); in the worker the timers keep running.
    expect(ticks).toBeGreaterThan(20);
  });
});
