import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, version } from './columns';
import { hocSinh, nhanVien } from './people';
import { heHoc, hocKy, khoi, monHoc, namHoc, phong } from './school';

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

/** Subject class (lớp môn học): a subject taught to a group of students in a year (or one term). */
export const lopMonHoc = pgTable(
  'lop_mon_hoc',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    hocKyId: integer().references(() => hocKy.id),
    monHocId: integer()
      .notNull()
      .references(() => monHoc.id),
    lopQuanLyId: integer().references(() => lopQuanLy.id),
    tenLop: text().notNull(),
    soTietNam: integer().notNull(),
    version: version(),
  },
  (t) => [index('lop_mon_hoc_nam').on(t.namHocId), index('lop_mon_hoc_mon').on(t.monHocId)],
);

export const lopMonHocGiaoVien = pgTable(
  'lop_mon_hoc_giao_vien',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
  },
  (t) => [uniqueIndex('lmhgv_unique').on(t.lopMonHocId, t.nhanVienId), index('lmhgv_gv').on(t.nhanVienId)],
);

export const lopMonHocHocSinh = pgTable(
  'lop_mon_hoc_hoc_sinh',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    tuNgay: date().notNull(),
    denNgay: date(),
    lyDo: text(),
  },
  (t) => [index('lmhhs_lop').on(t.lopMonHocId), index('lmhhs_hs').on(t.hocSinhId)],
);
