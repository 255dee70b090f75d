import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedAt, id, version } from './columns';

/* Master data (module danh-muc): programmes, grade levels, school sites, buildings, floors, rooms, subjects. */

/** Education system: national (VN) or Cambridge. */
export const heHoc = pgTable('he_hoc', {
  id: id(),
  ma: text().notNull().unique(),
  tenHeHoc: text().notNull(),
  tenHeHocEn: text(),
  version: version(),
});

/** Grade level 1–12; `capHoc` = tieu_hoc | thcs | thpt. */
export const khoi = pgTable('khoi', {
  id: id(),
  tenKhoi: text().notNull().unique(),
  tenKhoiEn: text(),
  thuTu: integer().notNull(),
  capHoc: text().notNull(),
  version: version(),
});

export const khoiHeHoc = pgTable(
  'khoi_he_hoc',
  {
    id: id(),
    khoiId: integer()
      .notNull()
      .references(() => khoi.id),
    heHocId: integer()
      .notNull()
      .references(() => heHoc.id),
  },
  (t) => [uniqueIndex('khoi_he_hoc_unique').on(t.khoiId, t.heHocId)],
);

export const truongHoc = pgTable('truong_hoc', {
  id: id(),
  tenTruong: text().notNull(),
  diaChi: text(),
  /** Levels taught: tieu_hoc, thcs, thpt. */
  capHoc: text().array().notNull().default(sql`'{}'::text[]`),
  version: version(),
});

export const toaNha = pgTable('toa_nha', {
  id: id(),
  truongHocId: integer().references(() => truongHoc.id),
  tenToaNha: text().notNull(),
  version: version(),
  deletedAt: deletedAt(),
});

export const tangToaNha = pgTable('tang_toa_nha', {
  id: id(),
  toaNhaId: integer()
    .notNull()
    .references(() => toaNha.id),
  tenTang: text().notNull(),
  thuTu: integer().notNull(),
  version: version(),
  deletedAt: deletedAt(),
});

/** Soft-deleted (rooms of past years keep their type); names are unique among live types. */
export const loaiPhong = pgTable(
  'loai_phong',
  {
    id: id(),
    tenLoaiPhong: text().notNull(),
    tenLoaiPhongEn: text(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('loai_phong_ten_live').on(sql`lower(${t.tenLoaiPhong})`).where(sql`${t.deletedAt} is null`)],
);

export const phong = pgTable('phong', {
  id: id(),
  tenPhong: text().notNull(),
  tangId: integer()
    .notNull()
    .references(() => tangToaNha.id),
  loaiPhongId: integer()
    .notNull()
    .references(() => loaiPhong.id),
  sucChua: integer().notNull(),
  version: version(),
  deletedAt: deletedAt(),
});

/** Subject of one education system. `hinhThucDanhGia` = diem (scored) | nhan_xet (comment only). */
export const monHoc = pgTable(
  'mon_hoc',
  {
    id: id(),
    maMonHoc: text().notNull(),
    tenMonHoc: text().notNull(),
    tenMonHocEn: text(),
    heHocId: integer()
      .notNull()
      .references(() => heHoc.id),
    soTietTuan: integer().notNull(),
    hinhThucDanhGia: text().notNull().default('diem'),
    /** Cambridge syllabus code, e.g. 0580. */
    maSyllabus: text(),
    version: version(),
    deletedAt: deletedAt(),
  },
  /** Codes are unique among live subjects: a deleted subject's code can be reused. */
  (t) => [uniqueIndex('mon_hoc_ma_live').on(sql`lower(${t.maMonHoc})`).where(sql`${t.deletedAt} is null`)],
);
