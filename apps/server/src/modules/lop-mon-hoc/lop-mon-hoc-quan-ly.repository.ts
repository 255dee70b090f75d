import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, lopMonHoc, lopMonHocHocSinh, lopQuanLy, lopQuanLyHocSinh, monHoc } from '../../db/schema';

/*
 * Writes of the subject-class screens (create, edit, split, students). School-wide master data: the routes are for the
 * timetable office, who pass their authority before any query. A class's version guards edits and splits (409).
 */

export async function findClassForWrite(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopMonHoc.id,
      namHocId: lopMonHoc.namHocId,
      hocKyId: lopMonHoc.hocKyId,
      monHocId: lopMonHoc.monHocId,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      tenLop: lopMonHoc.tenLop,
      soTietNam: lopMonHoc.soTietNam,
      version: lopMonHoc.version,
    })
    .from(lopMonHoc)
    .where(eq(lopMonHoc.id, id));
  return row;
}

/** A live subject (id), or undefined. */
export async function findLiveSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: monHoc.id })
    .from(monHoc)
    .where(and(eq(monHoc.id, id), isNull(monHoc.deletedAt)));
  return row;
}

export async function insertClass(
  db: DbOrTx,
  values: {
    namHocId: number;
    hocKyId?: number | null;
    monHocId: number;
    lopQuanLyId: number | null;
    tenLop: string;
    soTietNam: number;
  },
) {
  const [row] = await db.insert(lopMonHoc).values(values).returning({ id: lopMonHoc.id, version: lopMonHoc.version });
  return row!;
}

/** Updates name, periods and homeroom class if the version is `expectedVersion`; undefined when stale. */
export async function updateClass(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: { tenLop: string; soTietNam: number; lopQuanLyId: number | null },
) {
  const [row] = await db
    .update(lopMonHoc)
    .set({ ...values, version: sql`${lopMonHoc.version} + 1` })
    .where(and(eq(lopMonHoc.id, id), eq(lopMonHoc.version, expectedVersion)))
    .returning({ id: lopMonHoc.id, version: lopMonHoc.version });
  return row;
}

/** Every membership of a class, open ones first, then the latest ended; with the student's homeroom class now. */
export function listHistory(db: DbOrTx, id: number, namHocId: number) {
  return db
    .select({
      id: lopMonHocHocSinh.id,
      hocSinhId: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      tenLopQuanLy: sql<string | null>`(select q.ten_lop from ${lopQuanLyHocSinh} e
        join ${lopQuanLy} q on q.id = e.lop_quan_ly_id
        where e.hoc_sinh_id = ${hocSinh}.id and q.nam_hoc_id = ${namHocId} and e.den_ngay is null limit 1)`,
      tuNgay: lopMonHocHocSinh.tuNgay,
      denNgay: lopMonHocHocSinh.denNgay,
      lyDo: lopMonHocHocSinh.lyDo,
    })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(and(eq(lopMonHocHocSinh.lopMonHocId, id), isNull(hocSinh.deletedAt)))
    .orderBy(
      sql`${lopMonHocHocSinh.denNgay} is not null`,
      desc(lopMonHocHocSinh.denNgay),
      asc(hocSinh.hoTenSapXep),
      asc(lopMonHocHocSinh.id),
    );
}

/** The open memberships of a class: student id → membership (id, start). */
export async function openMembershipsOf(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: lopMonHocHocSinh.id, hocSinhId: lopMonHocHocSinh.hocSinhId, tuNgay: lopMonHocHocSinh.tuNgay })
    .from(lopMonHocHocSinh)
    .where(and(eq(lopMonHocHocSinh.lopMonHocId, id), isNull(lopMonHocHocSinh.denNgay)));
  return new Map(rows.map((r) => [r.hocSinhId, r]));
}

/** Live students among `ids` (id and name). */
export function findLiveStudents(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: hocSinh.id, hoTen: hocSinh.hoTen })
    .from(hocSinh)
    .where(and(inArray(hocSinh.id, ids), isNull(hocSinh.deletedAt)));
}

export async function addMemberships(
  db: DbOrTx,
  id: number,
  hocSinhIds: number[],
  tuNgay: string,
  lyDo: string | null,
) {
  if (hocSinhIds.length === 0) return;
  await db
    .insert(lopMonHocHocSinh)
    .values(hocSinhIds.map((hocSinhId) => ({ lopMonHocId: id, hocSinhId, tuNgay, lyDo })));
}

export async function findMembership(db: DbOrTx, lopMonHocId: number, membershipId: number) {
  const [row] = await db
    .select({
      id: lopMonHocHocSinh.id,
      hocSinhId: lopMonHocHocSinh.hocSinhId,
      tuNgay: lopMonHocHocSinh.tuNgay,
      denNgay: lopMonHocHocSinh.denNgay,
    })
    .from(lopMonHocHocSinh)
    .where(and(eq(lopMonHocHocSinh.id, membershipId), eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId)));
  return row;
}

/** Ends memberships on `denNgay` (never before the day each began). */
export async function endMemberships(db: DbOrTx, membershipIds: number[], denNgay: string, lyDo: string | null) {
  if (membershipIds.length === 0) return;
  await db
    .update(lopMonHocHocSinh)
    .set({ denNgay: sql`greatest(${lopMonHocHocSinh.tuNgay}, ${denNgay}::date)`, lyDo })
    .where(and(inArray(lopMonHocHocSinh.id, membershipIds), isNull(lopMonHocHocSinh.denNgay)));
}

/** Bumps a class's version if it is still `expectedVersion` (a split or membership change counts as an edit). */
export async function touchClass(db: DbOrTx, id: number, expectedVersion: number) {
  const [row] = await db
    .update(lopMonHoc)
    .set({ version: sql`${lopMonHoc.version} + 1` })
    .where(and(eq(lopMonHoc.id, id), eq(lopMonHoc.version, expectedVersion)))
    .returning({ version: lopMonHoc.version });
  return row?.version;
}
