import type { CaiDatPhanCong, NhiemVuGiaoVienRow } from '@hpl/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nhiemVuGiaoVien, phanCongCaiDat } from '../../db/schema';

/*
 * The module's own rows: a year's norm settings and teachers' duties. School-wide, not per caller: only the timetable
 * office reaches these routes (their authority is checked before any query).
 */

export async function findSettings(db: DbOrTx, namHocId: number) {
  const [row] = await db
    .select({ caiDat: phanCongCaiDat.caiDat, version: phanCongCaiDat.version })
    .from(phanCongCaiDat)
    .where(eq(phanCongCaiDat.namHocId, namHocId));
  return row as { caiDat: Partial<CaiDatPhanCong>; version: number } | undefined;
}

/** Writes the settings if the stored version is `expectedVersion` (0 = none stored yet); undefined when stale. */
export async function saveSettings(db: DbOrTx, namHocId: number, caiDat: CaiDatPhanCong, expectedVersion: number) {
  if (expectedVersion === 0) {
    const [row] = await db
      .insert(phanCongCaiDat)
      .values({ namHocId, caiDat, version: 1 })
      .onConflictDoNothing()
      .returning({ version: phanCongCaiDat.version });
    return row?.version;
  }
  const [row] = await db
    .update(phanCongCaiDat)
    .set({ caiDat, version: sql`${phanCongCaiDat.version} + 1`, updatedAt: new Date() })
    .where(and(eq(phanCongCaiDat.namHocId, namHocId), eq(phanCongCaiDat.version, expectedVersion)))
    .returning({ version: phanCongCaiDat.version });
  return row?.version;
}

const dutyColumns = {
  nhanVienId: nhiemVuGiaoVien.nhanVienId,
  capHoc: nhiemVuGiaoVien.capHoc,
  toTruong: nhiemVuGiaoVien.toTruong,
  toPho: nhiemVuGiaoVien.toPho,
  tapSu: nhiemVuGiaoVien.tapSu,
  conNho: nhiemVuGiaoVien.conNho,
  giamTruKhac: nhiemVuGiaoVien.giamTruKhac,
  ghiChu: nhiemVuGiaoVien.ghiChu,
  version: nhiemVuGiaoVien.version,
};

export function listDuties(db: DbOrTx, namHocId: number) {
  return db.select(dutyColumns).from(nhiemVuGiaoVien).where(eq(nhiemVuGiaoVien.namHocId, namHocId));
}

export async function findDuties(db: DbOrTx, namHocId: number, nhanVienId: number) {
  const [row] = await db
    .select(dutyColumns)
    .from(nhiemVuGiaoVien)
    .where(and(eq(nhiemVuGiaoVien.namHocId, namHocId), eq(nhiemVuGiaoVien.nhanVienId, nhanVienId)));
  return row;
}

/** Writes a teacher's duties of a year if the stored version is `expectedVersion` (0 = none yet); undefined when stale. */
export async function saveDuties(
  db: DbOrTx,
  namHocId: number,
  nhanVienId: number,
  duties: NhiemVuGiaoVienRow,
  expectedVersion: number,
) {
  const values = {
    capHoc: duties.capHoc,
    toTruong: duties.toTruong,
    toPho: duties.toPho,
    tapSu: duties.tapSu,
    conNho: duties.conNho,
    giamTruKhac: duties.giamTruKhac,
    ghiChu: duties.ghiChu,
  };
  if (expectedVersion === 0) {
    const [row] = await db
      .insert(nhiemVuGiaoVien)
      .values({ namHocId, nhanVienId, ...values, version: 1 })
      .onConflictDoNothing()
      .returning(dutyColumns);
    return row;
  }
  const [row] = await db
    .update(nhiemVuGiaoVien)
    .set({ ...values, version: sql`${nhiemVuGiaoVien.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(nhiemVuGiaoVien.namHocId, namHocId),
        eq(nhiemVuGiaoVien.nhanVienId, nhanVienId),
        eq(nhiemVuGiaoVien.version, expectedVersion),
      ),
    )
    .returning(dutyColumns);
  return row;
}
