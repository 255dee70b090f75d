import {
  type LopQuanLy,
  type LopQuanLyInput,
  type LopQuanLyListQuery,
  lopQuanLyAuthority,
  zLopQuanLy,
  zLopQuanLyInput,
  zLopQuanLyListQuery,
} from '@hpl/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  diemDanhHocSinh,
  heHoc,
  khoi,
  khoiHeHoc,
  lopMonHoc,
  lopQuanLy,
  lopQuanLyHocSinh,
  namHoc,
  nhanVien,
  phong,
} from '../../db/schema';
import { asDynamic, assertExists, type CrudResource } from '../../lib/crud-resource';
import { badRequest } from '../../lib/errors';
import { byNameKey } from '../../lib/name-order';
import { activeYearId, assertYearOpen } from '../nam-hoc';
import { lopQuanLyExport } from './lop-quan-ly-export';

/**
 * Current size of a class: open enrolments, or for a finished year those that lasted to its last day.
 */
export const siSoOf = (classId: typeof lopQuanLy.id) =>
  sql<number>`(select cast(count(*) as integer) from ${lopQuanLyHocSinh} e where e.lop_quan_ly_id = ${classId}
    and (e.den_ngay is null or e.den_ngay >= coalesce((select y.ngay_ket_thuc from ${namHoc} y where y.id = ${lopQuanLy.namHocId}), e.den_ngay)))`;

const gvcn = alias(nhanVien, 'gvcn');
const count = sql<number>`cast(count(*) as integer)`;
const firstCount = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export const lopQuanLyResource: CrudResource<LopQuanLy, LopQuanLyInput, LopQuanLyListQuery> = {
  resource: 'LopQuanLy',
  key: 'lopQuanLy',
  export: lopQuanLyExport,
  target: { table: lopQuanLy, id: lopQuanLy.id, version: lopQuanLy.version },
  auth: { read: lopQuanLyAuthority.read, write: lopQuanLyAuthority.quanLy },
  zItem: zLopQuanLy,
  zInput: zLopQuanLyInput,
  zListQuery: zLopQuanLyListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: lopQuanLy.id,
          namHocId: lopQuanLy.namHocId,
          tenNamHoc: namHoc.tenNamHoc,
          khoiId: lopQuanLy.khoiId,
          tenKhoi: khoi.tenKhoi,
          tenKhoiEn: khoi.tenKhoiEn,
          heHocId: lopQuanLy.heHocId,
          tenHeHoc: heHoc.tenHeHoc,
          tenHeHocEn: heHoc.tenHeHocEn,
          tenLop: lopQuanLy.tenLop,
          phongId: lopQuanLy.phongId,
          tenPhong: phong.tenPhong,
          gvcnId: lopQuanLy.gvcnId,
          tenGvcn: gvcn.hoTen,
          siSo: siSoOf(lopQuanLy.id),
          version: lopQuanLy.version,
        })
        .from(lopQuanLy)
        .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
        .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
        .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
        .leftJoin(phong, eq(phong.id, lopQuanLy.phongId))
        .leftJoin(gvcn, eq(gvcn.id, lopQuanLy.gvcnId))
        .$dynamic(),
    ),
  searchColumns: [lopQuanLy.tenLop, gvcn.hoTen],
  sortColumns: {
    tenLop: lopQuanLy.tenLop,
    tenKhoi: khoi.thuTu,
    tenHeHoc: heHoc.tenHeHoc,
    tenGvcn: byNameKey(gvcn.hoTenSapXep),
  },
  defaultOrder: [asc(khoi.thuTu), asc(lopQuanLy.heHocId), asc(lopQuanLy.tenLop), asc(lopQuanLy.id)],
  filters: (q) => [
    // Lists follow the year the header selects (default: the active one); a single class is read whatever its year.
    eq(lopQuanLy.namHocId, q.namHocId ?? activeYearId()),
    q.khoiId ? eq(lopQuanLy.khoiId, q.khoiId) : undefined,
    q.heHocId ? eq(lopQuanLy.heHocId, q.heHocId) : undefined,
    q.gvcnId ? eq(lopQuanLy.gvcnId, q.gvcnId) : undefined,
  ],
  toValues: (i) => ({
    namHocId: i.namHocId,
    khoiId: i.khoiId,
    heHocId: i.heHocId,
    tenLop: i.tenLop,
    phongId: i.phongId ?? null,
    gvcnId: i.gvcnId ?? null,
  }),
  nameOf: (i) => i.tenLop,
  checkRefs: async (tx, i) => {
    await assertExists(tx, namHoc, namHoc.id, i.namHocId, 'lopQuanLy.namHocId.invalid');
    await assertExists(tx, khoi, khoi.id, i.khoiId, 'lopQuanLy.khoiId.invalid');
    await assertExists(tx, heHoc, heHoc.id, i.heHocId, 'lopQuanLy.heHocId.invalid');
    await assertExists(tx, phong, phong.id, i.phongId, 'lopQuanLy.phongId.invalid', phong.deletedAt);
    await assertExists(tx, nhanVien, nhanVien.id, i.gvcnId, 'lopQuanLy.gvcnId.invalid', nhanVien.deletedAt);
  },
  checkWrite: async (tx, i, before) => {
    await assertYearOpen(tx, i.namHocId, 'lopQuanLy.yearClosed');
    if (before && before.namHocId !== i.namHocId) await assertYearOpen(tx, before.namHocId, 'lopQuanLy.yearClosed');
    const [link] = await tx
      .select({ id: khoiHeHoc.id })
      .from(khoiHeHoc)
      .where(and(eq(khoiHeHoc.khoiId, i.khoiId), eq(khoiHeHoc.heHocId, i.heHocId)));
    if (!link) throw badRequest('lopQuanLy.khoiNotInHeHoc', {}, 'khoiId');
  },
  isDuplicate: async (tx, i, exceptId) =>
    (
      await tx
        .select({ id: lopQuanLy.id })
        .from(lopQuanLy)
        .where(
          and(
            eq(lopQuanLy.namHocId, i.namHocId),
            sql`lower(${lopQuanLy.tenLop}) = lower(${i.tenLop})`,
            exceptId ? ne(lopQuanLy.id, exceptId) : undefined,
          ),
        )
    ).length > 0,
  countUsage: async (tx, id) =>
    (await firstCount(tx.select({ n: count }).from(lopQuanLyHocSinh).where(eq(lopQuanLyHocSinh.lopQuanLyId, id)))) +
    (await firstCount(tx.select({ n: count }).from(lopMonHoc).where(eq(lopMonHoc.lopQuanLyId, id)))) +
    (await firstCount(tx.select({ n: count }).from(diemDanhHocSinh).where(eq(diemDanhHocSinh.lopQuanLyId, id)))),
};
