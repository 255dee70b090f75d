import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';
import { hocSinh } from './hoc-sinh';
import { lopQuanLy } from './lop-quan-ly';
import { nhanVien } from './nhan-vien';

/* Attendance (module diem-danh): students' daily attendance and the staff time clock. */

/**
 * Daily attendance of a student in their homeroom class. One row per student and day;
 * `trangThai` = co_mat | vang_co_phep | vang_khong_phep | di_muon. Who recorded it and when are kept.
 */
export const diemDanhHocSinh = pgTable(
  'diem_danh_hoc_sinh',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    ngay: date().notNull(),
    trangThai: text().notNull(),
    ghiChu: text(),
    /** Account that recorded the status (null for imported or generated rows). */
    nguoiGhiNhanId: integer(),
    ghiNhanLuc: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('diem_danh_hs_ngay').on(t.hocSinhId, t.ngay),
    index('diem_danh_lop_ngay').on(t.lopQuanLyId, t.ngay),
  ],
);

/**
 * One punch of a staff attendance machine. Unique on device + person code + instant, so re-importing the same
 * machine log adds nothing.
 */
export const chamCongMay = pgTable(
  'cham_cong_may',
  {
    id: id(),
    maMay: text().notNull(),
    maNhanVien: text().notNull(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    thoiDiem: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cham_cong_may_unique').on(t.maMay, t.maNhanVien, t.thoiDiem),
    index('cham_cong_may_nv').on(t.nhanVienId, t.thoiDiem),
    index('cham_cong_may_ngay').on(sql`(${t.thoiDiem})`),
  ],
);
