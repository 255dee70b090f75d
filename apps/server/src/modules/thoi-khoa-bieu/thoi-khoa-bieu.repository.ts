import type { ThoiKhoaBieuInput, ThoiKhoaBieuListQuery } from '@hpl/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { thoiKhoaBieu } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { ThoiKhoaBieuScope } from './thoi-khoa-bieu.policy';

const columns = {
  id: thoiKhoaBieu.id,
  ten: thoiKhoaBieu.ten,
  moTa: thoiKhoaBieu.moTa,
  taiKhoanId: thoiKhoaBieu.taiKhoanId,
  version: thoiKhoaBieu.version,
};

/** The condition every read and write adds: rows outside the caller's scope do not exist for them. */
const visible = (scope: ThoiKhoaBieuScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(thoiKhoaBieu.taiKhoanId, scope.taiKhoanId);

export function listThoiKhoaBieu(db: DbOrTx, scope: ThoiKhoaBieuScope, query: ThoiKhoaBieuListQuery) {
  const where = and(visible(scope), searchAny(query.search, thoiKhoaBieu.ten, thoiKhoaBieu.moTa));
  const order = orderByOf(query.sort, { ten: thoiKhoaBieu.ten }, [asc(thoiKhoaBieu.ten)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(thoiKhoaBieu)
      .where(where)
      .orderBy(...order, asc(thoiKhoaBieu.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(thoiKhoaBieu).where(where),
  );
}

export async function findThoiKhoaBieu(db: DbOrTx, scope: ThoiKhoaBieuScope, id: number) {
  const [row] = await db
    .select(columns)
    .from(thoiKhoaBieu)
    .where(and(eq(thoiKhoaBieu.id, id), visible(scope)));
  return row;
}

export async function insertThoiKhoaBieu(db: DbOrTx, taiKhoanId: number, input: ThoiKhoaBieuInput) {
  const [row] = await db
    .insert(thoiKhoaBieu)
    .values({ ten: input.ten, moTa: input.moTa ?? null, taiKhoanId })
    .returning(columns);
  return row!;
}

/** Updates only when the stored version is the expected one; undefined when it changed meanwhile. */
export async function updateThoiKhoaBieu(db: DbOrTx, id: number, expectedVersion: number, input: ThoiKhoaBieuInput) {
  const [row] = await db
    .update(thoiKhoaBieu)
    .set({ ten: input.ten, moTa: input.moTa ?? null, version: sql`${thoiKhoaBieu.version} + 1`, updatedAt: new Date() })
    .where(and(eq(thoiKhoaBieu.id, id), eq(thoiKhoaBieu.version, expectedVersion)))
    .returning(columns);
  return row;
}

export async function deleteThoiKhoaBieu(db: DbOrTx, id: number) {
  await db.delete(thoiKhoaBieu).where(eq(thoiKhoaBieu.id, id));
}
