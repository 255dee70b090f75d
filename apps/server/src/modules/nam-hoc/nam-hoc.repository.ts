import type { NamHocInput } from '@hpl/shared';
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocKy, lopMonHoc, lopQuanLy, namHoc } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, unaccentContains } from '../../lib/list';
import { preparedPageWithTotal } from '../../lib/prepared';

const columns = {
  id: namHoc.id,
  tenNamHoc: namHoc.tenNamHoc,
  isActive: namHoc.isActive,
  ngayBatDau: namHoc.ngayBatDau,
  ngayKetThuc: namHoc.ngayKetThuc,
  version: namHoc.version,
};

export type NamHocRow = Awaited<ReturnType<typeof findNamHoc>>;

export async function listNamHoc(
  db: DbOrTx,
  query: { pageIndex: number; pageSize: number; search?: string; sort?: string },
) {
  const order = () =>
    orderByOf(query.sort, { tenNamHoc: namHoc.tenNamHoc, ngayBatDau: namHoc.ngayBatDau }, [
      desc(namHoc.tenNamHoc),
      asc(namHoc.id),
    ]);
  // Without a search (the header's year selector on every page load: lib/prepared.ts), one prepared shape per sort;
  // the order is built (and an unknown sort refused, nothing prepared for it) only when the shape is first prepared.
  if (!query.search) {
    return preparedPageWithTotal(
      db,
      `nam-hoc.list:${query.sort ?? ''}`,
      query,
      () =>
        db
          .select(columns)
          .from(namHoc)
          .orderBy(...order())
          .$dynamic(),
      () => db.select({ n: countAll() }).from(namHoc),
    );
  }
  const where = unaccentContains(namHoc.tenNamHoc, query.search);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(namHoc)
      .where(where)
      .orderBy(...order())
      .$dynamic(),
    db.select({ n: countAll() }).from(namHoc).where(where),
  );
}

export async function findNamHoc(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(namHoc).where(eq(namHoc.id, id));
  return row;
}

export async function findNamHocByName(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: namHoc.id })
    .from(namHoc)
    .where(and(sql`lower(${namHoc.tenNamHoc}) = lower(${name})`, exceptId ? ne(namHoc.id, exceptId) : undefined));
  return row;
}

export async function findActiveNamHoc(db: DbOrTx) {
  const [row] = await db.select(columns).from(namHoc).where(eq(namHoc.isActive, true));
  return row;
}

export async function deactivateOtherYears(db: DbOrTx, keepId: number) {
  await db
    .update(namHoc)
    .set({ isActive: false, version: sql`${namHoc.version} + 1`, updatedAt: new Date() })
    .where(and(eq(namHoc.isActive, true), ne(namHoc.id, keepId)));
}

export async function insertNamHoc(db: DbOrTx, input: NamHocInput) {
  const [row] = await db
    .insert(namHoc)
    .values({
      tenNamHoc: input.tenNamHoc,
      isActive: false,
      ngayBatDau: input.ngayBatDau ?? null,
      ngayKetThuc: input.ngayKetThuc ?? null,
    })
    .returning(columns);
  return row!;
}

/** Updates only when the stored version is the expected one; returns undefined when it changed meanwhile. */
export async function updateNamHoc(db: DbOrTx, id: number, expectedVersion: number, values: Partial<NamHocInput>) {
  const [row] = await db
    .update(namHoc)
    .set({ ...values, version: sql`${namHoc.version} + 1`, updatedAt: new Date() })
    .where(and(eq(namHoc.id, id), eq(namHoc.version, expectedVersion)))
    .returning(columns);
  return row;
}

export async function setActive(db: DbOrTx, id: number) {
  await db
    .update(namHoc)
    .set({ isActive: true, version: sql`${namHoc.version} + 1`, updatedAt: new Date() })
    .where(eq(namHoc.id, id));
}

export async function deleteNamHoc(db: DbOrTx, id: number) {
  await db.delete(namHoc).where(eq(namHoc.id, id));
}

export async function countClassesOfYear(db: DbOrTx, id: number): Promise<number> {
  const [homeroom] = await db.select({ n: countAll() }).from(lopQuanLy).where(eq(lopQuanLy.namHocId, id));
  const [subject] = await db.select({ n: countAll() }).from(lopMonHoc).where(eq(lopMonHoc.namHocId, id));
  return (homeroom?.n ?? 0) + (subject?.n ?? 0);
}

export async function insertTerms(db: DbOrTx, namHocId: number, terms: { tenHocKy: string; thuTu: number }[]) {
  await db.insert(hocKy).values(terms.map((t) => ({ ...t, namHocId })));
}

const termColumns = {
  id: hocKy.id,
  namHocId: hocKy.namHocId,
  tenHocKy: hocKy.tenHocKy,
  thuTu: hocKy.thuTu,
  ngayBatDau: hocKy.ngayBatDau,
  ngayKetThuc: hocKy.ngayKetThuc,
  version: hocKy.version,
};

export type HocKyRow = Awaited<ReturnType<typeof listTerms>>[number];

export async function listTerms(db: DbOrTx, namHocId: number) {
  return db.select(termColumns).from(hocKy).where(eq(hocKy.namHocId, namHocId)).orderBy(asc(hocKy.thuTu));
}

/** Row lock on the year: concurrent term edits of one year are checked against each other one at a time. */
export async function lockNamHoc(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(namHoc).where(eq(namHoc.id, id)).for('update');
  return row;
}

/** Updates only when the stored version is the expected one; returns undefined when it changed meanwhile. */
export async function updateTerm(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: { tenHocKy: string; ngayBatDau: string | null; ngayKetThuc: string | null },
) {
  const [row] = await db
    .update(hocKy)
    .set({ ...values, version: sql`${hocKy.version} + 1` })
    .where(and(eq(hocKy.id, id), eq(hocKy.version, expectedVersion)))
    .returning(termColumns);
  return row;
}

const yearColumns = {
  id: namHoc.id,
  tenNamHoc: namHoc.tenNamHoc,
  ngayBatDau: namHoc.ngayBatDau,
  ngayKetThuc: namHoc.ngayKetThuc,
  isActive: namHoc.isActive,
  isClosed: namHoc.isClosed,
};

export async function findYearSummary(db: DbOrTx, id: number) {
  const [row] = await db.select(yearColumns).from(namHoc).where(eq(namHoc.id, id));
  return row;
}

export async function findActiveYearSummary(db: DbOrTx) {
  const [row] = await db.select(yearColumns).from(namHoc).where(eq(namHoc.isActive, true)).limit(1);
  return row;
}

export async function findYearsOverlapping(db: DbOrTx, from: string, to: string) {
  return db
    .select(yearColumns)
    .from(namHoc)
    .where(and(lte(namHoc.ngayBatDau, to), gte(namHoc.ngayKetThuc, from)));
}

export const activeYearIdQuery = () =>
  sql<number>`(select ${namHoc.id} from ${namHoc} where ${namHoc.isActive} limit 1)`;

export const openYearIdsQuery = () => sql`(select ${namHoc.id} from ${namHoc} where not ${namHoc.isClosed})`;

/** The year that began last before the given one (by start date), or undefined. */
export async function findPreviousYearSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select(yearColumns)
    .from(namHoc)
    .where(
      sql`${namHoc.ngayBatDau} < (select n.ngay_bat_dau from ${namHoc} n where n.id = ${id}) and ${namHoc.id} <> ${id}`,
    )
    .orderBy(desc(namHoc.ngayBatDau))
    .limit(1);
  return row;
}
