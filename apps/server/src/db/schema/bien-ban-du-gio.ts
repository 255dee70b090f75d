import type { RubricDef } from '@hpl/shared';
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { lopMonHoc } from './lop-mon-hoc';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/* Class observation minutes (module bien-ban-du-gio). */

/**
 * A class observation and its minute: the observed teacher's lesson (from the published timetable, kept as picked),
 * the rubric scores (Official Letter 5555 criteria by default, on the rubric's scale), strengths, suggestions and the
 * teacher's response.
 * da_len_lich → nhap → da_nop → da_xac_nhan → da_khoa.
 */
export const duGio = pgTable(
  'du_gio',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    giaoVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    nguoiTaoId: integer()
      .notNull()
      .references(() => nhanVien.id),
    ngay: date().notNull(),
    tiet: integer().notNull(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id),
    tenLop: text().notNull(),
    tenMonHoc: text().notNull(),
    trangThai: text().notNull().default('da_len_lich'),
    /** The rubric at scheduling (null: scheduled before the rubric was a setting, i.e. the seeded 5555 one). */
    tieuChi: jsonb().$type<RubricDef>(),
    /** The rubric's score scale at scheduling (observations scheduled before it was a setting: 1–4, DEFAULT_SCALE). */
    diemToiThieu: integer().notNull().default(1),
    diemToiDa: integer().notNull().default(4),
    diem: jsonb().$type<Record<string, number>>().notNull().default({}),
    uuDiem: text().notNull().default(''),
    gopY: text().notNull().default(''),
    phanHoi: text().notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('du_gio_giao_vien').on(t.giaoVienId), index('du_gio_ngay').on(t.ngay)],
);

/** The observers of an observation. */
export const duGioNguoiDu = pgTable(
  'du_gio_nguoi_du',
  {
    duGioId: integer()
      .notNull()
      .references(() => duGio.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
  },
  (t) => [primaryKey({ columns: [t.duGioId, t.nhanVienId] }), index('du_gio_nguoi_du_nhan_vien').on(t.nhanVienId)],
);

/** The school's observation rubric and its score scale, one row (id 1; absent = the seeded 5555 criteria, 1–4). */
export const duGioCaiDat = pgTable('du_gio_cai_dat', {
  id: integer().primaryKey(),
  tieuChi: jsonb().$type<RubricDef>().notNull(),
  diemToiThieu: integer().notNull().default(1),
  diemToiDa: integer().notNull().default(4),
  version: version(),
  updatedAt: updatedAt(),
});
