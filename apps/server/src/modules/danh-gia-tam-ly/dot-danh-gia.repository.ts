import type { DotDanhGiaInput, DotDanhGiaListQuery, TrangThaiDot } from '@hpl/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia, tamLyDotDanhGia } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

// Campaigns are the psychology team's: the routes admit the team alone (policy `teamAccess`), so no scope narrows
// these queries. Students reach campaigns only through phieu-tra-loi (their own open ones).

const d = tamLyDotDanhGia;
const b = tamLyBaiDanhGia;
// Written out in full: inside a select, drizzle leaves a column unqualified, and `id` would be the subquery's own.
const submitted =
  sql<number>`(select count(*) from tam_ly_phieu_tra_loi p where p.dot_id = "tam_ly_dot_danh_gia"."id" and p.nop_luc is not null)`.mapWith(
    Number,
  );
const columns = {
  id: d.id,
  ten: d.ten,
  baiDanhGiaId: d.baiDanhGiaId,
  maBai: b.ma,
  phienBan: b.phienBan,
  tenBai: b.ten,
  tenBaiEn: b.tenEn,
  namHocId: d.namHocId,
  trangThai: sql<TrangThaiDot>`${d.trangThai}`,
  tuNgay: d.tuNgay,
  denNgay: d.denNgay,
  khoiIds: d.khoiIds,
  lopIds: d.lopIds,
  soDaNop: submitted,
  version: d.version,
};

export function listCampaigns(db: DbOrTx, query: DotDanhGiaListQuery) {
  const where: SQL | undefined = and(
    query.trangThai ? eq(d.trangThai, query.trangThai) : undefined,
    searchAny(query.search, d.ten, b.ten, b.tenEn),
  );
  const order = orderByOf(query.sort, { ten: d.ten, tuNgay: d.tuNgay }, [desc(d.tuNgay)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(d)
      .innerJoin(b, eq(b.id, d.baiDanhGiaId))
      .where(where)
      .orderBy(...order, asc(d.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(d).innerJoin(b, eq(b.id, d.baiDanhGiaId)).where(where),
  );
}

export async function findCampaign(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(d).innerJoin(b, eq(b.id, d.baiDanhGiaId)).where(eq(d.id, id));
  return row;
}

const values = (input: DotDanhGiaInput) => ({
  ten: input.ten,
  baiDanhGiaId: input.baiDanhGiaId,
  tuNgay: input.tuNgay,
  denNgay: input.denNgay,
  khoiIds: [...new Set(input.khoiIds)],
  lopIds: [...new Set(input.lopIds)],
});

export async function insertCampaign(db: DbOrTx, namHocId: number, taoBoiId: number, input: DotDanhGiaInput) {
  const [row] = await db
    .insert(d)
    .values({ ...values(input), namHocId, taoBoiId })
    .returning({ id: d.id });
  return row!.id;
}

/** A draft's every field, or an open campaign's name and dates only; false when the version changed meanwhile. */
export async function updateCampaign(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  input: DotDanhGiaInput,
  draft: boolean,
) {
  const set = draft ? values(input) : { ten: input.ten, tuNgay: input.tuNgay, denNgay: input.denNgay };
  const rows = await db
    .update(d)
    .set({ ...set, version: sql`${d.version} + 1`, updatedAt: new Date() })
    .where(and(eq(d.id, id), eq(d.version, expectedVersion)))
    .returning({ id: d.id });
  return rows.length > 0;
}

export async function setCampaignState(db: DbOrTx, id: number, expectedVersion: number, trangThai: TrangThaiDot) {
  const rows = await db
    .update(d)
    .set({ trangThai, version: sql`${d.version} + 1`, updatedAt: new Date() })
    .where(and(eq(d.id, id), eq(d.version, expectedVersion)))
    .returning({ id: d.id });
  return rows.length > 0;
}

export async function deleteDraftCampaign(db: DbOrTx, id: number) {
  const rows = await db
    .delete(d)
    .where(and(eq(d.id, id), eq(d.trangThai, 'draft')))
    .returning({ id: d.id });
  return rows.length > 0;
}

/** Whether an instrument version exists and is not retired (a new or edited draft must use one). */
export async function instrumentUsable(db: DbOrTx, id: number) {
  const [row] = await db.select({ ngungSuDung: b.ngungSuDung }).from(b).where(eq(b.id, id));
  return row === undefined ? undefined : !row.ngungSuDung;
}
