import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { diemVnCaiDat, diemVnCongBo, diemVnCotNhap } from '../../db/schema';

// Entry windows, publication and the year's grading settings: school-wide rows that only the academic office changes
// (the routes' `config.auth`); teachers read them for their own gradebooks. Nothing here is per-caller, so no scope.

export function listWindows(db: DbOrTx, namHocId: number) {
  return db
    .select()
    .from(diemVnCotNhap)
    .where(eq(diemVnCotNhap.namHocId, namHocId))
    .orderBy(asc(diemVnCotNhap.hocKy), asc(diemVnCotNhap.id));
}

export function listPublication(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lopMonHocId: diemVnCongBo.lopMonHocId,
      hocKy: diemVnCongBo.hocKy,
      congBo: diemVnCongBo.congBo,
      khoa: diemVnCongBo.khoa,
    })
    .from(diemVnCongBo)
    .where(inArray(diemVnCongBo.lopMonHocId, lopMonHocIds));
}

export async function readSettings(db: DbOrTx, namHocId: number) {
  const [row] = await db.select().from(diemVnCaiDat).where(eq(diemVnCaiDat.namHocId, namHocId));
  return row;
}

export async function findWindowForUpdate(db: DbOrTx, namHocId: number, hocKy: number, cot: string) {
  const [row] = await db
    .select()
    .from(diemVnCotNhap)
    .where(and(eq(diemVnCotNhap.namHocId, namHocId), eq(diemVnCotNhap.hocKy, hocKy), eq(diemVnCotNhap.cot, cot)))
    .for('update');
  return row;
}

export async function writeWindow(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: { namHocId: number; hocKy: number; cot: string; moLuc: Date; dongLuc: Date },
) {
  const [saved] = current
    ? await db
        .update(diemVnCotNhap)
        .set({ moLuc: row.moLuc, dongLuc: row.dongLuc, version: current.version + 1 })
        .where(eq(diemVnCotNhap.id, current.id))
        .returning()
    : await db.insert(diemVnCotNhap).values(row).returning();
  return saved!;
}

export async function writePublication(
  db: DbOrTx,
  lopMonHocIds: number[],
  hocKy: number,
  set: Partial<{ congBo: boolean; khoa: boolean }>,
) {
  await db
    .insert(diemVnCongBo)
    .values(lopMonHocIds.map((lopMonHocId) => ({ lopMonHocId, hocKy, ...set })))
    .onConflictDoUpdate({
      target: [diemVnCongBo.lopMonHocId, diemVnCongBo.hocKy],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function writeSettings(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  namHocId: number,
  caiDat: unknown,
) {
  const [saved] = current
    ? await db
        .update(diemVnCaiDat)
        .set({ caiDat, version: current.version + 1, updatedAt: new Date() })
        .where(eq(diemVnCaiDat.id, current.id))
        .returning()
    : await db.insert(diemVnCaiDat).values({ namHocId, caiDat, version: 1 }).returning();
  return saved!;
}
