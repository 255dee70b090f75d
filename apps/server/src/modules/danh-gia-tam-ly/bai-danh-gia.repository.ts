import type { BaiDanhGiaInput, BaiDanhGiaListQuery } from '@hpl/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

// Instruments are the psychology team's master data: not per caller. The routes admit the team alone (policy
// `teamAccess`), so no scope narrows these queries.

const t = tamLyBaiDanhGia;
// Written out in full: inside a select, drizzle leaves a column unqualified, and `id` would be the subquery's own.
const used = sql<boolean>`exists (select 1 from tam_ly_dot_danh_gia u where u.bai_danh_gia_id = "tam_ly_bai_danh_gia"."id")`;
const summary = {
  id: t.id,
  ma: t.ma,
  phienBan: t.phienBan,
  ten: t.ten,
  tenEn: t.tenEn,
  nguoiTraLoi: t.nguoiTraLoi,
  nguon: t.nguon,
  giayPhep: t.giayPhep,
  soCauHoi: sql<number>`jsonb_array_length(${t.dinhNghia} -> 'questions')`.mapWith(Number),
  soNhom: sql<number>`jsonb_array_length(${t.dinhNghia} -> 'groups')`.mapWith(Number),
  daSuDung: used,
  ngungSuDung: t.ngungSuDung,
  version: t.version,
};
const full = { ...summary, moTa: t.moTa, dinhNghia: t.dinhNghia };

export function listInstruments(db: DbOrTx, query: BaiDanhGiaListQuery) {
  const where: SQL | undefined = and(
    query.ngungSuDung === undefined ? undefined : eq(t.ngungSuDung, query.ngungSuDung),
    searchAny(query.search, t.ten, t.tenEn, t.ma),
  );
  const order = orderByOf(query.sort, { ten: t.ten, ma: t.ma, phienBan: t.phienBan }, [asc(t.ma), desc(t.phienBan)]);
  return pageWithTotal(
    query,
    db
      .select(summary)
      .from(t)
      .where(where)
      .orderBy(...order, asc(t.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(t).where(where),
  );
}

export async function findInstrument(db: DbOrTx, id: number) {
  const [row] = await db.select(full).from(t).where(eq(t.id, id));
  return row as (typeof row & { nguoiTraLoi: 'HocSinh' | 'GiaoVien' }) | undefined;
}

export async function latestVersionOf(db: DbOrTx, ma: string): Promise<number | undefined> {
  const [row] = await db
    .select({ v: sql<number | null>`max(${t.phienBan})` })
    .from(t)
    .where(eq(t.ma, ma));
  return row?.v ?? undefined;
}

const values = (input: BaiDanhGiaInput) => ({
  ten: input.ten,
  tenEn: input.tenEn,
  moTa: input.moTa ?? null,
  nguoiTraLoi: input.nguoiTraLoi,
  nguon: input.nguon,
  giayPhep: input.giayPhep,
  dinhNghia: input.dinhNghia,
});

export async function insertInstrument(db: DbOrTx, taoBoiId: number | null, phienBan: number, input: BaiDanhGiaInput) {
  const [row] = await db
    .insert(t)
    .values({ ...values(input), ma: input.ma, phienBan, taoBoiId })
    .returning({ id: t.id });
  return row!.id;
}

/** Updates an unused version only when the stored version is the expected one; false when it changed meanwhile. */
export async function updateInstrument(db: DbOrTx, id: number, expectedVersion: number, input: BaiDanhGiaInput) {
  const rows = await db
    .update(t)
    .set({ ...values(input), version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.version, expectedVersion), sql`not ${used}`))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function setRetired(db: DbOrTx, id: number, expectedVersion: number, ngungSuDung: boolean) {
  const rows = await db
    .update(t)
    .set({ ngungSuDung, version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.version, expectedVersion)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function deleteUnusedInstrument(db: DbOrTx, id: number) {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), sql`not ${used}`))
    .returning({ id: t.id });
  return rows.length > 0;
}
