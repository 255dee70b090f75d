import type { DangKyThamVanListQuery, TrangThaiThamVan } from '@hpl/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyDangKyThamVan } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { RequestScope } from './ho-so-tam-ly.policy';

const r = tamLyDangKyThamVan;
const columns = {
  id: r.id,
  hocSinhId: r.hocSinhId,
  nguoiGuiId: r.nguoiGuiId,
  nguoiGui: r.nguoiGuiTen,
  laHocSinhTuGui: r.laHocSinhTuGui,
  chuDe: r.chuDe,
  mucDo: r.mucDo,
  thoiGianMongMuon: r.thoiGianMongMuon,
  noiDung: r.noiDung,
  trangThai: r.trangThai,
  phuTrachId: r.phuTrachId,
  lichHen: r.lichHen,
  phong: r.phong,
  ghiChuXuLy: r.ghiChuXuLy,
  createdAt: r.createdAt,
  version: r.version,
};
export type RequestRow = Awaited<ReturnType<typeof findRequest>> & {};

const visible = (scope: RequestScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(r.nguoiGuiId, scope.taiKhoanId);

/** Urgent first, then the oldest waiting: the order the team works in. */
const urgency = sql`case ${r.mucDo} when 'khan' then 0 when 'can' then 1 else 2 end`;

export function listRequests(db: DbOrTx, scope: RequestScope, query: DangKyThamVanListQuery) {
  const where = and(
    visible(scope),
    query.trangThai ? eq(r.trangThai, query.trangThai) : undefined,
    query.mucDo ? eq(r.mucDo, query.mucDo) : undefined,
    query.phuTrachId ? eq(r.phuTrachId, query.phuTrachId) : undefined,
    searchAny(query.search, r.nguoiGuiTen, r.noiDung),
  );
  const order = orderByOf(query.sort, { ngayGui: r.createdAt, mucDo: urgency }, [asc(urgency), asc(r.createdAt)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(r)
      .where(where)
      .orderBy(...order, asc(r.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(r).where(where),
  );
}

export function listFiledBy(db: DbOrTx, taiKhoanId: number) {
  return db.select(columns).from(r).where(eq(r.nguoiGuiId, taiKhoanId)).orderBy(desc(r.createdAt)).limit(100);
}

export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(r).where(eq(r.id, id));
  return row;
}

export async function insertRequest(db: DbOrTx, values: typeof r.$inferInsert) {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

export async function updateRequest(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  set: {
    trangThai: TrangThaiThamVan;
    lichHen: Date | null;
    phong: string | null;
    ghiChuXuLy: string | null;
    phuTrachId: number;
  },
) {
  const rows = await db
    .update(r)
    .set({ ...set, version: sql`${r.version} + 1`, updatedAt: new Date() })
    .where(and(eq(r.id, id), eq(r.version, expectedVersion)))
    .returning({ id: r.id });
  return rows.length > 0;
}
