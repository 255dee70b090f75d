import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, version } from './columns';
import { monHoc } from './danh-muc';
import { hocSinh } from './hoc-sinh';
import { lopQuanLy } from './lop-quan-ly';
import { hocKy, namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/* Subject classes, their teachers and students (module lop-mon-hoc). */

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
