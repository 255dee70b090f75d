import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt, version } from './columns';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/** The norm settings of a year (weeks, level norms, reductions, caps); absent = the defaults of Circular 05/2025. */
export const phanCongCaiDat = pgTable('phan_cong_cai_dat', {
  namHocId: integer()
    .primaryKey()
    .references(() => namHoc.id, { onDelete: 'cascade' }),
  caiDat: jsonb().notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * A teacher's duties in one year that reduce their norm (the homeroom one is derived from the homeroom classes), and
 * the level their norm follows (null = the level most of their classes belong to).
 */
export const nhiemVuGiaoVien = pgTable(
  'nhiem_vu_giao_vien',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    capHoc: text(),
    toTruong: boolean().notNull().default(false),
    toPho: boolean().notNull().default(false),
    tapSu: boolean().notNull().default(false),
    conNho: boolean().notNull().default(false),
    giamTruKhac: integer().notNull().default(0),
    ghiChu: text(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('nhiem_vu_giao_vien_nam_gv').on(t.namHocId, t.nhanVienId)],
);
