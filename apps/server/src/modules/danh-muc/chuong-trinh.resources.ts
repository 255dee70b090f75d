import {
  type Authority,
  danhMucAuthority,
  type HeHoc,
  type HeHocInput,
  type Khoi,
  type KhoiHeHoc,
  type KhoiHeHocInput,
  type KhoiInput,
  type MonHoc,
  type MonHocInput,
  zHeHoc,
  zHeHocInput,
  zHeHocListQuery,
  zKhoi,
  zKhoiHeHoc,
  zKhoiHeHocInput,
  zKhoiHeHocListQuery,
  zKhoiInput,
  zKhoiListQuery,
  zMonHoc,
  zMonHocInput,
  zMonHocListQuery,
} from '@hpl/shared';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, khoi, khoiHeHoc, lopMonHoc, lopQuanLy, monHoc } from '../../db/schema';
import { asDynamic, assertExists, type CrudResource, type countWhere } from '../../lib/crud-resource';
import { danhMucExports } from './danh-muc-export';

/** Reads are open to every signed-in user (other screens pick systems, grades, subjects, rooms). */
const authOf = (write: Authority) => ({ read: danhMucAuthority.read, write });

const exists = async (query: Promise<{ id: number }[]>) => (await query).length > 0;
const sum = async (...counts: Promise<{ n: number }[]>[]) =>
  (await Promise.all(counts)).reduce((total, [row]) => total + (row?.n ?? 0), 0);
const countOf = (db: DbOrTx, table: Parameters<typeof countWhere>[0], condition: ReturnType<typeof eq>) =>
  db.select({ n: sql<number>`cast(count(*) as integer)` }).from(table).where(condition);

export const heHocResource: CrudResource<HeHoc, HeHocInput, typeof zHeHocListQuery._output> = {
  resource: 'HeHoc',
  key: 'heHoc',
  export: danhMucExports.heHoc,
  target: { table: heHoc, id: heHoc.id, version: heHoc.version },
  auth: authOf(danhMucAuthority.heHoc),
  zItem: zHeHoc,
  zInput: zHeHocInput,
  zListQuery: zHeHocListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: heHoc.id,
          ma: heHoc.ma,
          tenHeHoc: heHoc.tenHeHoc,
          tenHeHocEn: heHoc.tenHeHocEn,
          version: heHoc.version,
        })
        .from(heHoc)
        .$dynamic(),
    ),
  searchColumns: [heHoc.ma, heHoc.tenHeHoc, heHoc.tenHeHocEn],
  sortColumns: { ma: heHoc.ma, tenHeHoc: heHoc.tenHeHoc },
  defaultOrder: [asc(heHoc.id)],
  toValues: (i) => ({ ma: i.ma, tenHeHoc: i.tenHeHoc, tenHeHocEn: i.tenHeHocEn ?? null }),
  nameOf: (i) => i.ma,
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: heHoc.id })
        .from(heHoc)
        .where(and(sql`lower(${heHoc.ma}) = lower(${i.ma})`, exceptId ? ne(heHoc.id, exceptId) : undefined)),
    ),
  countUsage: (tx, id) =>
    sum(
      countOf(tx, khoiHeHoc, eq(khoiHeHoc.heHocId, id)),
      countOf(tx, lopQuanLy, eq(lopQuanLy.heHocId, id)),
      countOf(tx, monHoc, eq(monHoc.heHocId, id)),
    ),
};

export const khoiResource: CrudResource<Khoi, KhoiInput, typeof zKhoiListQuery._output> = {
  resource: 'Khoi',
  key: 'khoi',
  export: danhMucExports.khoi,
  target: { table: khoi, id: khoi.id, version: khoi.version },
  auth: authOf(danhMucAuthority.khoi),
  zItem: zKhoi,
  zInput: zKhoiInput,
  zListQuery: zKhoiListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: khoi.id,
          tenKhoi: khoi.tenKhoi,
          tenKhoiEn: khoi.tenKhoiEn,
          thuTu: khoi.thuTu,
          capHoc: khoi.capHoc,
          version: khoi.version,
        })
        .from(khoi)
        .$dynamic(),
    ),
  searchColumns: [khoi.tenKhoi, khoi.tenKhoiEn],
  sortColumns: { tenKhoi: khoi.tenKhoi, thuTu: khoi.thuTu, capHoc: khoi.capHoc },
  defaultOrder: [asc(khoi.thuTu), asc(khoi.id)],
  filters: (q) => [q.capHoc ? eq(khoi.capHoc, q.capHoc) : undefined],
  toValues: (i) => ({ tenKhoi: i.tenKhoi, tenKhoiEn: i.tenKhoiEn ?? null, thuTu: i.thuTu, capHoc: i.capHoc }),
  nameOf: (i) => i.tenKhoi,
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: khoi.id })
        .from(khoi)
        .where(and(sql`lower(${khoi.tenKhoi}) = lower(${i.tenKhoi})`, exceptId ? ne(khoi.id, exceptId) : undefined)),
    ),
  countUsage: (tx, id) =>
    sum(countOf(tx, khoiHeHoc, eq(khoiHeHoc.khoiId, id)), countOf(tx, lopQuanLy, eq(lopQuanLy.khoiId, id))),
};

export const khoiHeHocResource: CrudResource<KhoiHeHoc, KhoiHeHocInput, typeof zKhoiHeHocListQuery._output> = {
  resource: 'KhoiHeHoc',
  key: 'khoiHeHoc',
  export: danhMucExports.khoiHeHoc,
  target: { table: khoiHeHoc, id: khoiHeHoc.id },
  auth: authOf(danhMucAuthority.khoiHeHoc),
  updatable: false,
  zItem: zKhoiHeHoc,
  zInput: zKhoiHeHocInput,
  zListQuery: zKhoiHeHocListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: khoiHeHoc.id,
          khoiId: khoiHeHoc.khoiId,
          tenKhoi: khoi.tenKhoi,
          tenKhoiEn: khoi.tenKhoiEn,
          heHocId: khoiHeHoc.heHocId,
          tenHeHoc: heHoc.tenHeHoc,
          tenHeHocEn: heHoc.tenHeHocEn,
        })
        .from(khoiHeHoc)
        .innerJoin(khoi, eq(khoi.id, khoiHeHoc.khoiId))
        .innerJoin(heHoc, eq(heHoc.id, khoiHeHoc.heHocId))
        .$dynamic(),
    ),
  searchColumns: [khoi.tenKhoi, heHoc.tenHeHoc],
  sortColumns: { tenKhoi: khoi.thuTu, tenHeHoc: heHoc.tenHeHoc },
  defaultOrder: [asc(heHoc.id), asc(khoi.thuTu)],
  filters: (q) => [
    q.khoiId ? eq(khoiHeHoc.khoiId, q.khoiId) : undefined,
    q.heHocId ? eq(khoiHeHoc.heHocId, q.heHocId) : undefined,
  ],
  toValues: (i) => ({ khoiId: i.khoiId, heHocId: i.heHocId }),
  nameOf: (i) => ('tenKhoi' in i ? i.tenKhoi : String(i.khoiId)),
  checkRefs: async (tx, i) => {
    await assertExists(tx, khoi, khoi.id, i.khoiId, 'khoiHeHoc.khoiId.invalid');
    await assertExists(tx, heHoc, heHoc.id, i.heHocId, 'khoiHeHoc.heHocId.invalid');
  },
  isDuplicate: (tx, i) =>
    exists(
      tx
        .select({ id: khoiHeHoc.id })
        .from(khoiHeHoc)
        .where(and(eq(khoiHeHoc.khoiId, i.khoiId), eq(khoiHeHoc.heHocId, i.heHocId))),
    ),
  countUsage: async (tx, id) => {
    const [link] = await tx.select().from(khoiHeHoc).where(eq(khoiHeHoc.id, id));
    if (!link) return 0;
    return sum(countOf(tx, lopQuanLy, and(eq(lopQuanLy.khoiId, link.khoiId), eq(lopQuanLy.heHocId, link.heHocId))!));
  },
};

export const monHocResource: CrudResource<MonHoc, MonHocInput, typeof zMonHocListQuery._output> = {
  resource: 'MonHoc',
  key: 'monHoc',
  export: danhMucExports.monHoc,
  target: { table: monHoc, id: monHoc.id, version: monHoc.version, deletedAt: monHoc.deletedAt },
  auth: authOf(danhMucAuthority.monHoc),
  zItem: zMonHoc,
  zInput: zMonHocInput,
  zListQuery: zMonHocListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: monHoc.id,
          maMonHoc: monHoc.maMonHoc,
          tenMonHoc: monHoc.tenMonHoc,
          tenMonHocEn: monHoc.tenMonHocEn,
          heHocId: monHoc.heHocId,
          tenHeHoc: heHoc.tenHeHoc,
          tenHeHocEn: heHoc.tenHeHocEn,
          soTietTuan: monHoc.soTietTuan,
          hinhThucDanhGia: sql<'diem' | 'nhan_xet'>`${monHoc.hinhThucDanhGia}`,
          maSyllabus: monHoc.maSyllabus,
          version: monHoc.version,
        })
        .from(monHoc)
        .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
        .$dynamic(),
    ),
  searchColumns: [monHoc.maMonHoc, monHoc.tenMonHoc, monHoc.tenMonHocEn, monHoc.maSyllabus],
  sortColumns: {
    maMonHoc: monHoc.maMonHoc,
    tenMonHoc: monHoc.tenMonHoc,
    soTietTuan: monHoc.soTietTuan,
    tenHeHoc: heHoc.tenHeHoc,
  },
  defaultOrder: [asc(monHoc.heHocId), asc(monHoc.id)],
  filters: (q) => [
    q.heHocId ? eq(monHoc.heHocId, q.heHocId) : undefined,
    q.hinhThucDanhGia ? eq(monHoc.hinhThucDanhGia, q.hinhThucDanhGia) : undefined,
  ],
  toValues: (i) => ({
    maMonHoc: i.maMonHoc,
    tenMonHoc: i.tenMonHoc,
    tenMonHocEn: i.tenMonHocEn ?? null,
    heHocId: i.heHocId,
    soTietTuan: i.soTietTuan,
    hinhThucDanhGia: i.hinhThucDanhGia,
    maSyllabus: i.maSyllabus ?? null,
  }),
  nameOf: (i) => i.maMonHoc,
  checkRefs: (tx, i) => assertExists(tx, heHoc, heHoc.id, i.heHocId, 'monHoc.heHocId.invalid'),
  isDuplicate: (tx, i, exceptId) =>
    exists(
      tx
        .select({ id: monHoc.id })
        .from(monHoc)
        .where(
          and(
            sql`lower(${monHoc.maMonHoc}) = lower(${i.maMonHoc})`,
            isNull(monHoc.deletedAt),
            exceptId ? ne(monHoc.id, exceptId) : undefined,
          ),
        ),
    ),
  countUsage: (tx, id) => sum(countOf(tx, lopMonHoc, eq(lopMonHoc.monHocId, id))),
};
