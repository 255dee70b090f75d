// Conversion scales are school-wide settings: every reader sees all of them (no per-caller scope to pass).
import type { ThangQuyDoiListQuery } from '@hpl/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, khoi, monHoc, namHoc, thangQuyDoi } from '../../db/schema';
import { orderByOf, pageOfSelect, searchAny } from '../../lib/list';

const columns = {
  id: thangQuyDoi.id,
  gocId: sql<number>`coalesce(${thangQuyDoi.gocId}, ${thangQuyDoi.id})`,
  phienBan: thangQuyDoi.phienBan,
  hienHanh: thangQuyDoi.hienHanh,
  ten: thangQuyDoi.ten,
  namHocId: thangQuyDoi.namHocId,
  tenNamHoc: namHoc.tenNamHoc,
  heHocId: thangQuyDoi.heHocId,
  tenHeHoc: heHoc.tenHeHoc,
  khoiId: thangQuyDoi.khoiId,
  tenKhoi: khoi.tenKhoi,
  monHocId: thangQuyDoi.monHocId,
  tenMonHoc: monHoc.tenMonHoc,
  quyTac: thangQuyDoi.quyTac,
  daDungLuc: thangQuyDoi.daDungLuc,
  createdAt: thangQuyDoi.createdAt,
  version: thangQuyDoi.version,
};

function selectScales(db: DbOrTx) {
  return db
    .select(columns)
    .from(thangQuyDoi)
    .leftJoin(namHoc, eq(namHoc.id, thangQuyDoi.namHocId))
    .leftJoin(heHoc, eq(heHoc.id, thangQuyDoi.heHocId))
    .leftJoin(khoi, eq(khoi.id, thangQuyDoi.khoiId))
    .leftJoin(monHoc, eq(monHoc.id, thangQuyDoi.monHocId))
    .$dynamic();
}
export type ScaleRow = NonNullable<Awaited<ReturnType<typeof findScale>>>;

/** The current version of every scale; a filter by year or programme keeps the scales that apply to it ("all" too). */
export function listCurrentScales(db: DbOrTx, query: ThangQuyDoiListQuery) {
  const where = and(
    eq(thangQuyDoi.hienHanh, true),
    query.namHocId ? sql`(${thangQuyDoi.namHocId} is null or ${thangQuyDoi.namHocId} = ${query.namHocId})` : undefined,
    query.heHocId ? sql`(${thangQuyDoi.heHocId} is null or ${thangQuyDoi.heHocId} = ${query.heHocId})` : undefined,
    searchAny(query.search, thangQuyDoi.ten, monHoc.tenMonHoc, khoi.tenKhoi),
  );
  const order = orderByOf(query.sort, { ten: thangQuyDoi.ten, createdAt: thangQuyDoi.createdAt }, [
    asc(thangQuyDoi.ten),
  ]);
  return pageOfSelect(db, query, () => selectScales(db), where, [...order, asc(thangQuyDoi.id)]);
}

export async function findScale(db: DbOrTx, id: number) {
  const [row] = await selectScales(db).where(eq(thangQuyDoi.id, id));
  return row;
}

/** Every version of the scale a version belongs to, newest first. */
export function listVersions(db: DbOrTx, gocId: number) {
  return selectScales(db)
    .where(sql`coalesce(${thangQuyDoi.gocId}, ${thangQuyDoi.id}) = ${gocId}`)
    .orderBy(desc(thangQuyDoi.phienBan));
}

/** The current versions whose scope could cover a target (the service picks the most specific). */
export function listCurrentCandidates(db: DbOrTx) {
  return db
    .select({
      id: thangQuyDoi.id,
      namHocId: thangQuyDoi.namHocId,
      heHocId: thangQuyDoi.heHocId,
      khoiId: thangQuyDoi.khoiId,
      monHocId: thangQuyDoi.monHocId,
      quyTac: thangQuyDoi.quyTac,
      version: thangQuyDoi.version,
    })
    .from(thangQuyDoi)
    .where(eq(thangQuyDoi.hienHanh, true));
}

export interface ScaleValues {
  ten: string;
  namHocId: number | null;
  heHocId: number | null;
  khoiId: number | null;
  monHocId: number | null;
  quyTac: Record<string, unknown>;
}

/** A new scale (its first version) or a new version of an existing one (`gocId`, `phienBan`). */
export async function insertScale(
  db: DbOrTx,
  taoBoiId: number,
  values: ScaleValues,
  lineage?: { gocId: number; phienBan: number },
) {
  const [row] = await db
    .insert(thangQuyDoi)
    .values({ ...values, taoBoiId, gocId: lineage?.gocId ?? null, phienBan: lineage?.phienBan ?? 1 })
    .returning({ id: thangQuyDoi.id });
  if (!lineage) await db.update(thangQuyDoi).set({ gocId: row!.id }).where(eq(thangQuyDoi.id, row!.id));
  return row!.id;
}

/**
 * Edits a version in place while no result has used it and it is still the expected version; false otherwise (the
 * service then tells a stale edit from one that must become a new version).
 */
export async function updateUnusedScale(db: DbOrTx, id: number, expectedVersion: number, values: ScaleValues) {
  const rows = await db
    .update(thangQuyDoi)
    .set({ ...values, version: sql`${thangQuyDoi.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(thangQuyDoi.id, id),
        eq(thangQuyDoi.version, expectedVersion),
        eq(thangQuyDoi.hienHanh, true),
        isNull(thangQuyDoi.daDungLuc),
      ),
    )
    .returning({ id: thangQuyDoi.id });
  return rows.length > 0;
}

/** Retires a current version (a newer one replaces it); false when it was no longer current or changed meanwhile. */
export async function retireScale(db: DbOrTx, id: number, expectedVersion: number) {
  const rows = await db
    .update(thangQuyDoi)
    .set({ hienHanh: false, version: sql`${thangQuyDoi.version} + 1`, updatedAt: new Date() })
    .where(and(eq(thangQuyDoi.id, id), eq(thangQuyDoi.version, expectedVersion), eq(thangQuyDoi.hienHanh, true)))
    .returning({ id: thangQuyDoi.id });
  return rows.length > 0;
}

/**
 * Records that results converted with a version (the first time only); answers false when the version does not exist
 * or, with `expectedVersion`, when its rule changed since it was read (an in-place edit bumps `version`).
 */
export async function markUsed(db: DbOrTx, id: number, expectedVersion?: number) {
  const rows = await db
    .update(thangQuyDoi)
    .set({ daDungLuc: sql`coalesce(${thangQuyDoi.daDungLuc}, now())` })
    .where(
      and(eq(thangQuyDoi.id, id), expectedVersion === undefined ? undefined : eq(thangQuyDoi.version, expectedVersion)),
    )
    .returning({ id: thangQuyDoi.id });
  return rows.length > 0;
}

export async function isUsed(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ used: sql<boolean>`${thangQuyDoi.daDungLuc} is not null` })
    .from(thangQuyDoi)
    .where(eq(thangQuyDoi.id, id));
  return row?.used ?? false;
}

export async function deleteScale(db: DbOrTx, gocId: number) {
  await db.delete(thangQuyDoi).where(sql`coalesce(${thangQuyDoi.gocId}, ${thangQuyDoi.id}) = ${gocId}`);
}

/** Whether the named programme, grade level and subject exist (the year is asked of nam-hoc by the service). */
export async function scopeExists(
  db: DbOrTx,
  scope: { heHocId: number | null; khoiId: number | null; monHocId: number | null },
) {
  if (
    scope.heHocId != null &&
    (await db.select({ id: heHoc.id }).from(heHoc).where(eq(heHoc.id, scope.heHocId))).length === 0
  )
    return false;
  if (
    scope.khoiId != null &&
    (await db.select({ id: khoi.id }).from(khoi).where(eq(khoi.id, scope.khoiId))).length === 0
  )
    return false;
  if (scope.monHocId != null) {
    const rows = await db
      .select({ id: monHoc.id })
      .from(monHoc)
      .where(and(eq(monHoc.id, scope.monHocId), isNull(monHoc.deletedAt)));
    if (rows.length === 0) return false;
  }
  return true;
}
