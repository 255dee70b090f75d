import { HANH_VI_MAC_DINH, type HanhViCaiDat } from '@hpl/shared';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hanhViCaiDat,
  hocSinh,
  khoi,
  lopQuanLy,
  lopQuanLyHocSinh,
  viPhamHocSinh,
  viPhamHocSinhMa,
  viPhamHocSinhNguoi,
} from '../../db/schema';

/* The behaviour score: school-wide settings, and one class's confirmed points (the service checks the caller's relation
   to the class before either read). */

const settingsColumns = {
  diemBatDau: hanhViCaiDat.diemBatDau,
  diemToiThieu: hanhViCaiDat.diemToiThieu,
  diemToiDa: hanhViCaiDat.diemToiDa,
  nguongTot: hanhViCaiDat.nguongTot,
  nguongKha: hanhViCaiDat.nguongKha,
  nguongDat: hanhViCaiDat.nguongDat,
  version: hanhViCaiDat.version,
};

export async function findSettings(db: DbOrTx): Promise<HanhViCaiDat & { version: number; id?: number }> {
  const [row] = await db
    .select({ ...settingsColumns, id: hanhViCaiDat.id })
    .from(hanhViCaiDat)
    .orderBy(asc(hanhViCaiDat.id))
    .limit(1);
  return row ?? { ...HANH_VI_MAC_DINH, version: 0 };
}

export async function saveSettings(db: DbOrTx, id: number | undefined, expectedVersion: number, values: HanhViCaiDat) {
  if (id === undefined) {
    const [row] = await db.insert(hanhViCaiDat).values(values).returning(settingsColumns);
    return row;
  }
  const [row] = await db
    .update(hanhViCaiDat)
    .set({ ...values, version: sql`${hanhViCaiDat.version} + 1` })
    .where(and(eq(hanhViCaiDat.id, id), eq(hanhViCaiDat.version, expectedVersion)))
    .returning(settingsColumns);
  return row;
}

/** The students of a class now (id, code, name), in the school's name order. */
export function listClassStudents(db: DbOrTx, lopQuanLyId: number) {
  return db
    .select({ hocSinhId: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(and(eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId), isNull(lopQuanLyHocSinh.denNgay)))
    .orderBy(asc(hocSinh.hoTenSapXep), asc(hocSinh.id));
}

/** Confirmed incidents' points per student of a class within dates: one row per incident and student. */
export function listConfirmedPoints(db: DbOrTx, hocSinhIds: number[], range: { from: string; to: string } | null) {
  const n = viPhamHocSinhNguoi;
  return db
    .select({
      hocSinhId: n.hocSinhId,
      diem: sql<number>`cast(coalesce(sum(${viPhamHocSinhMa.diem}), 0) as integer)`,
    })
    .from(n)
    .innerJoin(viPhamHocSinh, eq(viPhamHocSinh.id, n.viPhamId))
    .innerJoin(viPhamHocSinhMa, eq(viPhamHocSinhMa.viPhamId, viPhamHocSinh.id))
    .where(
      and(
        sql`${n.hocSinhId} in (${sql.join(
          hocSinhIds.concat(0).map((id) => sql`${id}`),
          sql`, `,
        )})`,
        eq(viPhamHocSinh.trangThai, 'da_xac_nhan'),
        // An accepted appeal takes the incident off that student's score.
        sql`${n.ketQuaKhieuNai} is distinct from 'chap_nhan'`,
        range ? gte(viPhamHocSinh.ngay, range.from) : undefined,
        range ? lte(viPhamHocSinh.ngay, range.to) : undefined,
      ),
    )
    .groupBy(n.hocSinhId, viPhamHocSinh.id);
}

/** Every class of a year with its grade level and the students enrolled now (the school-wide behaviour report). */
export function listYearRoster(db: DbOrTx, namHocId: number) {
  return db
    .select({
      lopQuanLyId: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      khoiId: khoi.id,
      tenKhoi: khoi.tenKhoi,
      thuTuKhoi: khoi.thuTu,
      hocSinhId: lopQuanLyHocSinh.hocSinhId,
    })
    .from(lopQuanLy)
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .leftJoin(lopQuanLyHocSinh, and(eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLy.id), isNull(lopQuanLyHocSinh.denNgay)))
    .where(eq(lopQuanLy.namHocId, namHocId))
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop));
}
