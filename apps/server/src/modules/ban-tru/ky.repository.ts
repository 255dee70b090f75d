import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banTruDangKy, banTruKy, hocSinh, lopQuanLyHocSinh } from '../../db/schema';

/* Meal periods and subscriptions: school-wide rows, reached only by the semi-boarding manager's screen. */

const periodColumns = {
  id: banTruKy.id,
  ten: banTruKy.ten,
  tuNgay: banTruKy.tuNgay,
  denNgay: banTruKy.denNgay,
  donGia: banTruKy.donGia,
  gioChot: banTruKy.gioChot,
  version: banTruKy.version,
  // Qualified by hand: inside the subquery drizzle's bare column names would resolve to the inner table.
  soDangKy: sql<number>`cast((select count(*) from ${banTruDangKy} d where d.ky_id = "ban_tru_ky"."id") as integer)`,
};

export function listPeriods(db: DbOrTx) {
  return db.select(periodColumns).from(banTruKy).orderBy(desc(banTruKy.tuNgay), desc(banTruKy.id));
}

export async function findPeriod(db: DbOrTx, id: number) {
  const [row] = await db.select(periodColumns).from(banTruKy).where(eq(banTruKy.id, id));
  return row;
}

type PeriodValues = Pick<typeof banTruKy.$inferInsert, 'ten' | 'tuNgay' | 'denNgay' | 'donGia' | 'gioChot'>;

export async function insertPeriod(db: DbOrTx, values: PeriodValues) {
  const [row] = await db.insert(banTruKy).values(values).returning({ id: banTruKy.id });
  return row!.id;
}

/** Updates only the version read; undefined when it changed meanwhile. */
export async function updatePeriod(db: DbOrTx, id: number, version: number, values: PeriodValues) {
  const [row] = await db
    .update(banTruKy)
    .set({ ...values, version: sql`${banTruKy.version} + 1` })
    .where(and(eq(banTruKy.id, id), eq(banTruKy.version, version)))
    .returning({ id: banTruKy.id });
  return row;
}

/** Current students and subscribed ones of some classes in a period. */
export function countSubscriptionsOfClasses(db: DbOrTx, kyId: number, lopQuanLyIds: number[]) {
  return db
    .select({
      lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId,
      siSo: sql<number>`cast(count(*) as integer)`,
      soDangKy: sql<number>`cast(count(${banTruDangKy.id}) as integer)`,
    })
    .from(lopQuanLyHocSinh)
    .leftJoin(banTruDangKy, and(eq(banTruDangKy.hocSinhId, lopQuanLyHocSinh.hocSinhId), eq(banTruDangKy.kyId, kyId)))
    .where(and(inArray(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyIds.concat(0)), isNull(lopQuanLyHocSinh.denNgay)))
    .groupBy(lopQuanLyHocSinh.lopQuanLyId)
    .orderBy(asc(lopQuanLyHocSinh.lopQuanLyId));
}

export async function subscribe(db: DbOrTx, kyId: number, hocSinhIds: number[]) {
  if (hocSinhIds.length === 0) return 0;
  const rows = await db
    .insert(banTruDangKy)
    .values(hocSinhIds.map((hocSinhId) => ({ kyId, hocSinhId })))
    .onConflictDoNothing()
    .returning({ id: banTruDangKy.id });
  return rows.length;
}

export async function unsubscribe(db: DbOrTx, kyId: number, hocSinhIds: number[]) {
  const rows = await db
    .delete(banTruDangKy)
    .where(and(eq(banTruDangKy.kyId, kyId), inArray(banTruDangKy.hocSinhId, hocSinhIds.concat(0))))
    .returning({ id: banTruDangKy.id });
  return rows.length;
}

/** The current students of some classes with their code and name and whether each is subscribed in the period. */
export function listMembersOfClasses(db: DbOrTx, kyId: number, lopQuanLyIds: number[]) {
  return db
    .select({
      hocSinhId: lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      dangKy: sql<boolean>`${banTruDangKy.id} is not null`,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .leftJoin(banTruDangKy, and(eq(banTruDangKy.hocSinhId, lopQuanLyHocSinh.hocSinhId), eq(banTruDangKy.kyId, kyId)))
    .where(
      and(
        inArray(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyIds.concat(0)),
        isNull(lopQuanLyHocSinh.denNgay),
        isNull(hocSinh.deletedAt),
      ),
    )
    .orderBy(asc(lopQuanLyHocSinh.lopQuanLyId), asc(hocSinh.hoTen), asc(hocSinh.id));
}
