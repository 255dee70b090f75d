import type { TieuChiNenNepInput } from '@hpl/shared';
import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nenNepTuan, nenNepTuanDiem, tieuChiNenNep } from '../../db/schema';

/* Youth Union class discipline: school-wide records that only the discipline team (DoanDoi.QuanLyNenNep) reaches,
   every class of the year included; no per-caller scope narrows rows. Class names come from lop-quan-ly's entry. */

const criterionColumns = {
  id: tieuChiNenNep.id,
  ten: tieuChiNenNep.ten,
  tenEn: tieuChiNenNep.tenEn,
  diemToiDa: tieuChiNenNep.diemToiDa,
  thuTu: tieuChiNenNep.thuTu,
  dangDung: tieuChiNenNep.dangDung,
  version: tieuChiNenNep.version,
};

export function listCriteria(db: DbOrTx, includeRetired: boolean) {
  return db
    .select(criterionColumns)
    .from(tieuChiNenNep)
    .where(includeRetired ? undefined : eq(tieuChiNenNep.dangDung, true))
    .orderBy(asc(tieuChiNenNep.thuTu), asc(tieuChiNenNep.id));
}

export async function findCriterion(db: DbOrTx, id: number) {
  const [row] = await db.select(criterionColumns).from(tieuChiNenNep).where(eq(tieuChiNenNep.id, id));
  return row;
}

type CriterionValues = Required<Omit<TieuChiNenNepInput, 'version'>>;

export async function insertCriterion(db: DbOrTx, values: CriterionValues) {
  const [row] = await db.insert(tieuChiNenNep).values(values).returning(criterionColumns);
  return row!;
}

export async function updateCriterion(db: DbOrTx, id: number, expectedVersion: number, values: CriterionValues) {
  const [row] = await db
    .update(tieuChiNenNep)
    .set({ ...values, version: sql`${tieuChiNenNep.version} + 1` })
    .where(and(eq(tieuChiNenNep.id, id), eq(tieuChiNenNep.version, expectedVersion)))
    .returning(criterionColumns);
  return row;
}

const entryColumns = {
  id: nenNepTuan.id,
  namHocId: nenNepTuan.namHocId,
  lopQuanLyId: nenNepTuan.lopQuanLyId,
  tuan: nenNepTuan.tuan,
  trangThai: sql<'cho_duyet' | 'da_duyet'>`${nenNepTuan.trangThai}`,
  ghiChu: nenNepTuan.ghiChu,
  nguoiNhapId: nenNepTuan.nguoiNhapId,
  version: nenNepTuan.version,
};

/** The entries of one week (every class), and their points per criterion. */
export async function listWeek(db: DbOrTx, tuan: string) {
  const entries = await db.select(entryColumns).from(nenNepTuan).where(eq(nenNepTuan.tuan, tuan));
  const points = await listPoints(
    db,
    entries.map((e) => e.id),
  );
  return entries.map((e) => ({ ...e, diem: points.filter((p) => p.nenNepTuanId === e.id) }));
}

function listPoints(db: DbOrTx, ids: number[]) {
  return db
    .select({
      nenNepTuanId: nenNepTuanDiem.nenNepTuanId,
      tieuChiId: nenNepTuanDiem.tieuChiId,
      diem: nenNepTuanDiem.diem,
    })
    .from(nenNepTuanDiem)
    .where(inArray(nenNepTuanDiem.nenNepTuanId, ids.concat(0)));
}

export async function findEntry(db: DbOrTx, where: { id: number } | { lopQuanLyId: number; tuan: string }) {
  const [row] = await db
    .select(entryColumns)
    .from(nenNepTuan)
    .where(
      'id' in where
        ? eq(nenNepTuan.id, where.id)
        : and(eq(nenNepTuan.lopQuanLyId, where.lopQuanLyId), eq(nenNepTuan.tuan, where.tuan)),
    );
  if (!row) return undefined;
  return { ...row, diem: await listPoints(db, [row.id]) };
}

export async function insertEntry(
  db: DbOrTx,
  values: { namHocId: number; lopQuanLyId: number; tuan: string; ghiChu: string | null; nguoiNhapId: number },
) {
  // Version 1: a class without an entry is shown at version 0, so a save made from that stale sheet after someone
  // else entered the week is a conflict, not a silent overwrite.
  const [row] = await db
    .insert(nenNepTuan)
    .values({ ...values, version: 1 })
    .returning({ id: nenNepTuan.id });
  return row!.id;
}

/** Updates a pending entry at the expected version; undefined when it moved on meanwhile. */
export async function updateEntry(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  set: { ghiChu?: string | null; nguoiNhapId?: number; trangThai?: string; duyetBoiId?: number; duyetLuc?: Date },
) {
  const [row] = await db
    .update(nenNepTuan)
    .set({ ...set, version: sql`${nenNepTuan.version} + 1`, updatedAt: new Date() })
    .where(and(eq(nenNepTuan.id, id), eq(nenNepTuan.version, expectedVersion), eq(nenNepTuan.trangThai, 'cho_duyet')))
    .returning({ id: nenNepTuan.id });
  return row;
}

export async function replacePoints(db: DbOrTx, id: number, points: { tieuChiId: number; diem: number }[]) {
  await db.delete(nenNepTuanDiem).where(eq(nenNepTuanDiem.nenNepTuanId, id));
  await db.insert(nenNepTuanDiem).values(points.map((p) => ({ nenNepTuanId: id, ...p })));
}

/** Approves every pending entry of a week; the ids approved. */
export async function approveWeek(db: DbOrTx, tuan: string, by: number, at: Date) {
  return (
    db
      .update(nenNepTuan)
      .set({
        trangThai: 'da_duyet',
        duyetBoiId: by,
        duyetLuc: at,
        version: sql`${nenNepTuan.version} + 1`,
        updatedAt: at,
      })
      // The one who entered a class's week does not approve it: those entries wait for another member of the team.
      .where(and(eq(nenNepTuan.tuan, tuan), eq(nenNepTuan.trangThai, 'cho_duyet'), ne(nenNepTuan.nguoiNhapId, by)))
      .returning({ id: nenNepTuan.id, lopQuanLyId: nenNepTuan.lopQuanLyId })
  );
}

/** Approved weeks per class whose Monday lies within the dates: how many and their total points. */
export function approvedTotals(db: DbOrTx, namHocId: number, from: string, to: string) {
  return db
    .select({
      lopQuanLyId: nenNepTuan.lopQuanLyId,
      soTuan: sql<number>`cast(count(distinct ${nenNepTuan.id}) as integer)`,
      tongDiem: sql<number>`cast(coalesce(sum(${nenNepTuanDiem.diem}), 0) as integer)`,
    })
    .from(nenNepTuan)
    .leftJoin(nenNepTuanDiem, eq(nenNepTuanDiem.nenNepTuanId, nenNepTuan.id))
    .where(
      and(eq(nenNepTuan.namHocId, namHocId), eq(nenNepTuan.trangThai, 'da_duyet'), between(nenNepTuan.tuan, from, to)),
    )
    .groupBy(nenNepTuan.lopQuanLyId);
}
