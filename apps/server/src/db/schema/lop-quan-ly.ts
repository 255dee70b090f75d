import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, version } from './columns';
import { heHoc, khoi, phong } from './danh-muc';
import { hocSinh } from './hoc-sinh';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/* Homeroom classes and their members (module lop-quan-ly). */

/** Homeroom class of one academic year. */
export const lopQuanLy = pgTable(
  'lop_quan_ly',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    khoiId: integer()
      .notNull()
      .references(() => khoi.id),
    heHocId: integer()
      .notNull()
      .references(() => heHoc.id),
    tenLop: text().notNull(),
    phongId: integer().references(() => phong.id),
    gvcnId: integer().references(() => nhanVien.id),
    version: version(),
  },
  (t) => [uniqueIndex('lop_quan_ly_nam_ten').on(t.namHocId, t.tenLop), index('lop_quan_ly_gvcn').on(t.gvcnId)],
);

/** Enrolment in a homeroom class, with from/to: a transfer closes one row and opens another (history kept). */
export const lopQuanLyHocSinh = pgTable(
  'lop_quan_ly_hoc_sinh',
  {
    id: id(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    tuNgay: date().notNull(),
    denNgay: date(),
    lyDo: text(),
  },
  (t) => [index('lqlhs_lop').on(t.lopQuanLyId), index('lqlhs_hoc_sinh').on(t.hocSinhId)],
);
