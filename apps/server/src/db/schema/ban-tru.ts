import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';
import { hocSinh } from './hoc-sinh';
import { lopQuanLy } from './lop-quan-ly';

/* Semi-boarding (module ban-tru): meal periods, subscriptions and lunch cancellations. */

/**
 * A meal period the semi-boarding manager keeps (a month, a term): its dates, the price of one lunch (VND) and the
 * day's cut-off (`gioChot`, hh:mm school time) after which a cancellation of that day is late.
 */
export const banTruKy = pgTable('ban_tru_ky', {
  id: id(),
  ten: text().notNull(),
  tuNgay: date().notNull(),
  denNgay: date().notNull(),
  donGia: integer().notNull(),
  gioChot: text().notNull().default('09:00'),
  version: version(),
  createdAt: createdAt(),
});

/** A student's lunch subscription for a period. */
export const banTruDangKy = pgTable(
  'ban_tru_dang_ky',
  {
    id: id(),
    kyId: integer()
      .notNull()
      .references(() => banTruKy.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ban_tru_dang_ky_ky_hs').on(t.kyId, t.hocSinhId), index('ban_tru_dang_ky_hs').on(t.hocSinhId)],
);

/**
 * A lunch cancellation of one student for one day. `trangThai` = dung_han (before the cut-off: accepted at once) |
 * cho_duyet (late, waiting for the manager) | da_duyet (late, approved) | tu_choi (late, declined). Who asked and when,
 * who decided and when, are kept.
 */
export const banTruHuyAn = pgTable(
  'ban_tru_huy_an',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    ngay: date().notNull(),
    lyDo: text().notNull(),
    trangThai: text().notNull(),
    nguoiDangKyId: integer().notNull(),
    /** Who asked, as their name read then (the cancellation lists show it). */
    nguoiDangKyTen: text(),
    dangKyLuc: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nguoiDuyetId: integer(),
    duyetLuc: timestamp({ withTimezone: true, mode: 'date' }),
    ghiChuDuyet: text(),
    version: version(),
  },
  (t) => [
    uniqueIndex('ban_tru_huy_an_hs_ngay').on(t.hocSinhId, t.ngay),
    index('ban_tru_huy_an_lop_ngay').on(t.lopQuanLyId, t.ngay),
  ],
);

/**
 * The meals actually served to a class on a day, as the semi-boarding manager (or the kitchen) records them after
 * lunch; compared in the statistics with the meals to cook. One row per class and day.
 */
export const banTruSuatPhucVu = pgTable(
  'ban_tru_suat_phuc_vu',
  {
    id: id(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    ngay: date().notNull(),
    soSuat: integer().notNull(),
    nguoiGhiId: integer().notNull(),
    ghiLuc: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ban_tru_suat_phuc_vu_lop_ngay').on(t.lopQuanLyId, t.ngay),
    index('ban_tru_suat_phuc_vu_ngay').on(t.ngay),
  ],
);
