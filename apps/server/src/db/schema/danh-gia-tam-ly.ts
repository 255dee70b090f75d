import type { TamLyAnswers, TamLyDefinition, TamLyGroupScore } from '@hpl/shared';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { hocSinh } from './hoc-sinh';
import { namHoc } from './nam-hoc';
import { taiKhoan } from './tai-khoan';

/**
 * The psychology team's tables (student wellbeing), sealed: no other module reads or writes them
 * (table-ownership.pglite.test.ts). An instrument version used by a campaign is never edited: a change is a new row
 * with the same `ma` and the next `phienBan`.
 */
export const tamLyBaiDanhGia = pgTable(
  'tam_ly_bai_danh_gia',
  {
    id: id(),
    ma: text().notNull(),
    phienBan: integer().notNull(),
    ten: text().notNull(),
    tenEn: text().notNull(),
    moTa: text(),
    nguoiTraLoi: text().notNull(),
    nguon: text().notNull(),
    giayPhep: text().notNull(),
    dinhNghia: jsonb().$type<TamLyDefinition>().notNull(),
    ngungSuDung: boolean().notNull().default(false),
    taoBoiId: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tam_ly_bai_danh_gia_ma_phien_ban').on(t.ma, t.phienBan)],
);

/** A campaign: one instrument version given to grade levels and/or classes of a year between two dates. */
export const tamLyDotDanhGia = pgTable(
  'tam_ly_dot_danh_gia',
  {
    id: id(),
    baiDanhGiaId: integer()
      .notNull()
      .references(() => tamLyBaiDanhGia.id),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    ten: text().notNull(),
    trangThai: text().notNull().default('draft'),
    tuNgay: date({ mode: 'string' }).notNull(),
    denNgay: date({ mode: 'string' }).notNull(),
    khoiIds: jsonb().$type<number[]>().notNull().default([]),
    lopIds: jsonb().$type<number[]>().notNull().default([]),
    taoBoiId: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tam_ly_dot_danh_gia_bai').on(t.baiDanhGiaId)],
);

/**
 * A student's answers to a campaign (option indexes by question key; for a teacher-report instrument, the homeroom
 * teacher's answers about the student), saved as they go and submitted once; the
 * scores are computed when submitted. The class and grade level are those of the day of submission (aggregates).
 */
export const tamLyPhieuTraLoi = pgTable(
  'tam_ly_phieu_tra_loi',
  {
    id: id(),
    dotId: integer()
      .notNull()
      .references(() => tamLyDotDanhGia.id),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    lopQuanLyId: integer(),
    khoiId: integer(),
    traLoi: jsonb().$type<TamLyAnswers>().notNull().default({}),
    ketQua: jsonb().$type<TamLyGroupScore[]>(),
    canTheoDoi: boolean().notNull().default(false),
    /** Who answered an instrument a teacher answers about a student (null: the student about themself). */
    nguoiTraLoiId: integer().references(() => taiKhoan.id),
    nopLuc: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tam_ly_phieu_tra_loi_dot_hoc_sinh').on(t.dotId, t.hocSinhId),
    index('tam_ly_phieu_tra_loi_hoc_sinh').on(t.hocSinhId),
  ],
);
