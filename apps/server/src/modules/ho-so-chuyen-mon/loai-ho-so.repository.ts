import type { Lang, LoaiHoSoListQuery } from '@hpl/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hoSoNop, loaiHoSo } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

// The school's record types: school-wide master data kept by HR (the settings screen), no per-caller scope.

const records = sql<number>`(select cast(count(*) as integer) from ${hoSoNop} n where n.loai_ho_so_id = "loai_ho_so"."id")`;

const columns = {
  id: loaiHoSo.id,
  ten: loaiHoSo.ten,
  tenEn: loaiHoSo.tenEn,
  hanNop: loaiHoSo.hanNop,
  chiGvcn: loaiHoSo.chiGvcn,
  thuTu: loaiHoSo.thuTu,
  soHoSo: records,
};

/**
 * A page of the year's record types: searched in both names, in their order unless sorted otherwise; sorted by name,
 * by the name the reader sees (the English one in English, the Vietnamese one where it has none).
 */
export function listTypesOfYear(db: DbOrTx, namHocId: number, query: LoaiHoSoListQuery, lang: Lang) {
  const where = and(eq(loaiHoSo.namHocId, namHocId), searchAny(query.search, loaiHoSo.ten, loaiHoSo.tenEn));
  const shownName = lang === 'en' ? sql`coalesce(${loaiHoSo.tenEn}, ${loaiHoSo.ten})` : loaiHoSo.ten;
  const order = orderByOf(
    query.sort,
    { thuTu: loaiHoSo.thuTu, ten: shownName, hanNop: loaiHoSo.hanNop, soHoSo: records },
    [asc(loaiHoSo.thuTu)],
  );
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(loaiHoSo)
      .where(where)
      .orderBy(...order, asc(loaiHoSo.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(loaiHoSo).where(where),
  );
}

export async function findType(db: DbOrTx, id: number, lock = false) {
  const query = db.select(columns).from(loaiHoSo).where(eq(loaiHoSo.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface TypeValues {
  ten: string;
  tenEn: string | null;
  hanNop: string | null;
  chiGvcn: boolean;
  thuTu: number;
}

export async function insertType(db: DbOrTx, namHocId: number, values: TypeValues) {
  const [row] = await db
    .insert(loaiHoSo)
    .values({ namHocId, ...values })
    .returning({ id: loaiHoSo.id });
  return row!.id;
}

export async function updateType(db: DbOrTx, id: number, values: TypeValues) {
  await db.update(loaiHoSo).set(values).where(eq(loaiHoSo.id, id));
}

/** Deletes the type only while no teacher has a record of it; false otherwise (the check and the delete are one). */
export async function deleteUnusedType(db: DbOrTx, id: number) {
  const rows = await db
    .delete(loaiHoSo)
    .where(and(eq(loaiHoSo.id, id), sql`not exists (select 1 from ${hoSoNop} n where n.loai_ho_so_id = ${id})`))
    .returning({ id: loaiHoSo.id });
  return rows.length > 0;
}
