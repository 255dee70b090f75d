import type { ThongBaoGuiPhuHuynhInput, ThongBaoGuiPhuHuynhListQuery } from '@hpl/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { thongBaoGuiPhuHuynh } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { ThongBaoGuiPhuHuynhScope } from './thong-bao-gui-phu-huynh.policy';

const columns = {
  id: thongBaoGuiPhuHuynh.id,
  ten: thongBaoGuiPhuHuynh.ten,
  moTa: thongBaoGuiPhuHuynh.moTa,
  taiKhoanId: thongBaoGuiPhuHuynh.taiKhoanId,
  version: thongBaoGuiPhuHuynh.version,
};

/** The condition every read and write adds: rows outside the caller's scope do not exist for them. */
const visible = (scope: ThongBaoGuiPhuHuynhScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(thongBaoGuiPhuHuynh.taiKhoanId, scope.taiKhoanId);

export function listThongBaoGuiPhuHuynh(
  db: DbOrTx,
  scope: ThongBaoGuiPhuHuynhScope,
  query: ThongBaoGuiPhuHuynhListQuery,
) {
  const where = and(visible(scope), searchAny(query.search, thongBaoGuiPhuHuynh.ten, thongBaoGuiPhuHuynh.moTa));
  const order = orderByOf(query.sort, { ten: thongBaoGuiPhuHuynh.ten }, [asc(thongBaoGuiPhuHuynh.ten)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(thongBaoGuiPhuHuynh)
      .where(where)
      .orderBy(...order, asc(thongBaoGuiPhuHuynh.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(thongBaoGuiPhuHuynh).where(where),
  );
}

export async function findThongBaoGuiPhuHuynh(db: DbOrTx, scope: ThongBaoGuiPhuHuynhScope, id: number) {
  const [row] = await db
    .select(columns)
    .from(thongBaoGuiPhuHuynh)
    .where(and(eq(thongBaoGuiPhuHuynh.id, id), visible(scope)));
  return row;
}

export async function insertThongBaoGuiPhuHuynh(db: DbOrTx, taiKhoanId: number, input: ThongBaoGuiPhuHuynhInput) {
  const [row] = await db
    .insert(thongBaoGuiPhuHuynh)
    .values({ ten: input.ten, moTa: input.moTa ?? null, taiKhoanId })
    .returning(columns);
  return row!;
}

/** Updates only when the stored version is the expected one; undefined when it changed meanwhile. */
export async function updateThongBaoGuiPhuHuynh(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  input: ThongBaoGuiPhuHuynhInput,
) {
  const [row] = await db
    .update(thongBaoGuiPhuHuynh)
    .set({
      ten: input.ten,
      moTa: input.moTa ?? null,
      version: sql`${thongBaoGuiPhuHuynh.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(thongBaoGuiPhuHuynh.id, id), eq(thongBaoGuiPhuHuynh.version, expectedVersion)))
    .returning(columns);
  return row;
}

export async function deleteThongBaoGuiPhuHuynh(db: DbOrTx, id: number) {
  await db.delete(thongBaoGuiPhuHuynh).where(eq(thongBaoGuiPhuHuynh.id, id));
}
