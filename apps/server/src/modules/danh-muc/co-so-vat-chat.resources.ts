import {
  type Authority,
  danhMucAuthority,
  type LoaiPhong,
  type LoaiPhongInput,
  type Phong,
  type PhongInput,
  type TangToaNha,
  type TangToaNhaInput,
  type ToaNha,
  type ToaNhaInput,
  type TruongHoc,
  type TruongHocInput,
  zLoaiPhong,
  zLoaiPhongInput,
  zLoaiPhongListQuery,
  zPhong,
  zPhongInput,
  zPhongListQuery,
  zTangToaNha,
  zTangToaNhaInput,
  zTangToaNhaListQuery,
  zToaNha,
  zToaNhaInput,
  zToaNhaListQuery,
  zTruongHoc,
  zTruongHocInput,
  zTruongHocListQuery,
} from '@hpl/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { loaiPhong, lopQuanLy, phong, tangToaNha, toaNha, truongHoc } from '../../db/schema';
import { asDynamic, assertExists, type CrudResource, countWhere } from '../../lib/crud-resource';
import { openYearIds } from '../nam-hoc';
import { danhMucExports } from './danh-muc-export';

/** Reads are open to every signed-in user (other screens pick systems, grades, subjects, rooms). */
const authOf = (write: Authority) => ({ read: danhMucAuthority.read, write });
const exists = async (query: Promise<{ id: number }[]>) => (await query).length > 0;
const firstCount = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
const n = sql<number>`cast(count(*) as integer)`;

export const truongHocResource: CrudResource<TruongHoc, TruongHocInput, typeof zTruongHocListQuery._output> = {
  resource: 'TruongHoc',
  key: 'truongHoc',
  export: danhMucExports.truongHoc,
  target: { table: truongHoc, id: truongHoc.id, version: truongHoc.version },
  auth: authOf(danhMucAuthority.truongHoc),
  zItem: zTruongHoc,
  zInput: zTruongHocInput,
  zListQuery: zTruongHocListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: truongHoc.id,
          tenTruong: truongHoc.tenTruong,
          diaChi: truongHoc.diaChi,
          capHoc: truongHoc.capHoc,
          soToaNha: countWhere(toaNha, sql`${toaNha.truongHocId} = ${truongHoc.id} and ${toaNha.deletedAt} is null`),
          version: truongHoc.version,
        })
        .from(truongHoc)
        .$dynamic(),
    ),
  searchColumns: [truongHoc.tenTruong, truongHoc.diaChi],
  sortColumns: { tenTruong: truongHoc.tenTruong },
  defaultOrder: [asc(truongHoc.id)],
  toValues: (i) => ({ tenTruong: i.tenTruong, diaChi: i.diaChi ?? null, capHoc: i.capHoc }),
  nameOf: (i) => i.tenTruong,
  countUsage: (tx, id) =>
    firstCount(
      tx
        .select({ n })
        .from(toaNha)
        .where(and(eq(toaNha.truongHocId, id), isNull(toaNha.deletedAt))),
    ),
};

export const toaNhaResource: CrudResource<ToaNha, ToaNhaInput, typeof zToaNhaListQuery._output> = {
  resource: 'ToaNha',
  key: 'toaNha',
  export: danhMucExports.toaNha,
  target: { table: toaNha, id: toaNha.id, version: toaNha.version, deletedAt: toaNha.deletedAt },
  auth: authOf(danhMucAuthority.toaNha),
  zItem: zToaNha,
  zInput: zToaNhaInput,
  zListQuery: zToaNhaListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: toaNha.id,
          truongHocId: toaNha.truongHocId,
          tenTruong: truongHoc.tenTruong,
          tenToaNha: toaNha.tenToaNha,
          soTang: countWhere(
            tangToaNha,
            sql`${tangToaNha.toaNhaId} = ${toaNha.id} and ${tangToaNha.deletedAt} is null`,
          ),
          version: toaNha.version,
        })
        .from(toaNha)
        .leftJoin(truongHoc, eq(truongHoc.id, toaNha.truongHocId))
        .$dynamic(),
    ),
  searchColumns: [toaNha.tenToaNha],
  sortColumns: { tenToaNha: toaNha.tenToaNha },
  defaultOrder: [asc(toaNha.tenToaNha), asc(toaNha.id)],
  filters: (q) => [q.truongHocId ? eq(toaNha.truongHocId, q.truongHocId) : undefined],
  toValues: (i) => ({ truongHocId: i.truongHocId ?? null, tenToaNha: i.tenToaNha }),
  nameOf: (i) => i.tenToaNha,
  checkRefs: (tx, i) => assertExists(tx, truongHoc, truongHoc.id, i.truongHocId, 'toaNha.truongHocId.invalid'),
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: toaNha.id })
        .from(toaNha)
        .where(
          and(
            sql`lower(${toaNha.tenToaNha}) = lower(${i.tenToaNha})`,
            isNull(toaNha.deletedAt),
            exceptId ? ne(toaNha.id, exceptId) : undefined,
          ),
        ),
    ),
  countUsage: (tx, id) =>
    firstCount(
      tx
        .select({ n })
        .from(tangToaNha)
        .where(and(eq(tangToaNha.toaNhaId, id), isNull(tangToaNha.deletedAt))),
    ),
};

export const tangToaNhaResource: CrudResource<TangToaNha, TangToaNhaInput, typeof zTangToaNhaListQuery._output> = {
  resource: 'TangToaNha',
  key: 'tangToaNha',
  export: danhMucExports.tangToaNha,
  target: { table: tangToaNha, id: tangToaNha.id, version: tangToaNha.version, deletedAt: tangToaNha.deletedAt },
  auth: authOf(danhMucAuthority.tangToaNha),
  zItem: zTangToaNha,
  zInput: zTangToaNhaInput,
  zListQuery: zTangToaNhaListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: tangToaNha.id,
          toaNhaId: tangToaNha.toaNhaId,
          tenToaNha: toaNha.tenToaNha,
          tenTang: tangToaNha.tenTang,
          thuTu: tangToaNha.thuTu,
          soPhong: countWhere(phong, sql`${phong.tangId} = ${tangToaNha.id} and ${phong.deletedAt} is null`),
          version: tangToaNha.version,
        })
        .from(tangToaNha)
        .innerJoin(toaNha, eq(toaNha.id, tangToaNha.toaNhaId))
        .$dynamic(),
    ),
  searchColumns: [tangToaNha.tenTang, toaNha.tenToaNha],
  sortColumns: { tenTang: tangToaNha.tenTang, thuTu: tangToaNha.thuTu, tenToaNha: toaNha.tenToaNha },
  defaultOrder: [asc(toaNha.tenToaNha), asc(tangToaNha.thuTu), asc(tangToaNha.id)],
  filters: (q) => [q.toaNhaId ? eq(tangToaNha.toaNhaId, q.toaNhaId) : undefined],
  toValues: (i) => ({ toaNhaId: i.toaNhaId, tenTang: i.tenTang, thuTu: i.thuTu }),
  nameOf: (i) => i.tenTang,
  checkRefs: (tx, i) =>
    assertExists(tx, toaNha, toaNha.id, i.toaNhaId, 'tangToaNha.toaNhaId.invalid', toaNha.deletedAt),
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: tangToaNha.id })
        .from(tangToaNha)
        .where(
          and(
            eq(tangToaNha.toaNhaId, i.toaNhaId),
            sql`lower(${tangToaNha.tenTang}) = lower(${i.tenTang})`,
            isNull(tangToaNha.deletedAt),
            exceptId ? ne(tangToaNha.id, exceptId) : undefined,
          ),
        ),
    ),
  countUsage: (tx, id) =>
    firstCount(
      tx
        .select({ n })
        .from(phong)
        .where(and(eq(phong.tangId, id), isNull(phong.deletedAt))),
    ),
};

export const loaiPhongResource: CrudResource<LoaiPhong, LoaiPhongInput, typeof zLoaiPhongListQuery._output> = {
  resource: 'LoaiPhong',
  key: 'loaiPhong',
  export: danhMucExports.loaiPhong,
  target: { table: loaiPhong, id: loaiPhong.id, version: loaiPhong.version, deletedAt: loaiPhong.deletedAt },
  auth: authOf(danhMucAuthority.loaiPhong),
  zItem: zLoaiPhong,
  zInput: zLoaiPhongInput,
  zListQuery: zLoaiPhongListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: loaiPhong.id,
          tenLoaiPhong: loaiPhong.tenLoaiPhong,
          tenLoaiPhongEn: loaiPhong.tenLoaiPhongEn,
          soPhong: countWhere(phong, sql`${phong.loaiPhongId} = ${loaiPhong.id} and ${phong.deletedAt} is null`),
          version: loaiPhong.version,
        })
        .from(loaiPhong)
        .$dynamic(),
    ),
  searchColumns: [loaiPhong.tenLoaiPhong, loaiPhong.tenLoaiPhongEn],
  sortColumns: { tenLoaiPhong: loaiPhong.tenLoaiPhong },
  defaultOrder: [asc(loaiPhong.id)],
  toValues: (i) => ({ tenLoaiPhong: i.tenLoaiPhong, tenLoaiPhongEn: i.tenLoaiPhongEn ?? null }),
  nameOf: (i) => i.tenLoaiPhong,
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: loaiPhong.id })
        .from(loaiPhong)
        .where(
          and(
            sql`lower(${loaiPhong.tenLoaiPhong}) = lower(${i.tenLoaiPhong})`,
            isNull(loaiPhong.deletedAt),
            exceptId ? ne(loaiPhong.id, exceptId) : undefined,
          ),
        ),
    ),
  countUsage: (tx, id) =>
    firstCount(
      tx
        .select({ n })
        .from(phong)
        .where(and(eq(phong.loaiPhongId, id), isNull(phong.deletedAt))),
    ),
};

export const phongResource: CrudResource<Phong, PhongInput, typeof zPhongListQuery._output> = {
  resource: 'Phong',
  key: 'phong',
  export: danhMucExports.phong,
  target: { table: phong, id: phong.id, version: phong.version, deletedAt: phong.deletedAt },
  auth: authOf(danhMucAuthority.phong),
  zItem: zPhong,
  zInput: zPhongInput,
  zListQuery: zPhongListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: phong.id,
          tenPhong: phong.tenPhong,
          tangId: phong.tangId,
          tenTang: tangToaNha.tenTang,
          toaNhaId: toaNha.id,
          tenToaNha: toaNha.tenToaNha,
          loaiPhongId: phong.loaiPhongId,
          tenLoaiPhong: loaiPhong.tenLoaiPhong,
          tenLoaiPhongEn: loaiPhong.tenLoaiPhongEn,
          sucChua: phong.sucChua,
          version: phong.version,
        })
        .from(phong)
        .innerJoin(tangToaNha, eq(tangToaNha.id, phong.tangId))
        .innerJoin(toaNha, eq(toaNha.id, tangToaNha.toaNhaId))
        .innerJoin(loaiPhong, eq(loaiPhong.id, phong.loaiPhongId))
        .$dynamic(),
    ),
  searchColumns: [phong.tenPhong, toaNha.tenToaNha, loaiPhong.tenLoaiPhong],
  sortColumns: {
    tenPhong: phong.tenPhong,
    sucChua: phong.sucChua,
    tenToaNha: toaNha.tenToaNha,
    tenLoaiPhong: loaiPhong.tenLoaiPhong,
  },
  defaultOrder: [asc(phong.tenPhong), asc(phong.id)],
  filters: (q) => [
    q.toaNhaId ? eq(toaNha.id, q.toaNhaId) : undefined,
    q.tangId ? eq(phong.tangId, q.tangId) : undefined,
    q.loaiPhongId ? eq(phong.loaiPhongId, q.loaiPhongId) : undefined,
  ],
  toValues: (i) => ({ tenPhong: i.tenPhong, tangId: i.tangId, loaiPhongId: i.loaiPhongId, sucChua: i.sucChua }),
  nameOf: (i) => i.tenPhong,
  checkRefs: async (tx, i) => {
    await assertExists(tx, tangToaNha, tangToaNha.id, i.tangId, 'phong.tangId.invalid', tangToaNha.deletedAt);
    await assertExists(tx, loaiPhong, loaiPhong.id, i.loaiPhongId, 'phong.loaiPhongId.invalid', loaiPhong.deletedAt);
  },
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: phong.id })
        .from(phong)
        .where(
          and(
            eq(phong.tangId, i.tangId),
            sql`lower(${phong.tenPhong}) = lower(${i.tenPhong})`,
            isNull(phong.deletedAt),
            exceptId ? ne(phong.id, exceptId) : undefined,
          ),
        ),
    ),
  /** In use = a homeroom class of a year that is not closed sits in it (past years keep it as history). */
  countUsage: (tx, id) =>
    firstCount(
      tx
        .select({ n })
        .from(lopQuanLy)
        .where(and(eq(lopQuanLy.phongId, id), inArray(lopQuanLy.namHocId, openYearIds()))),
    ),
};
