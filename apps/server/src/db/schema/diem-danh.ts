import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
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

/**
 * A staff member's request to add a missing punch (pending → approved / rejected by HR). An approved one counts in
 * the day's figures like a machine punch; the machine log itself is never edited.
 */
export const yeuCauSuaChamCong = pgTable(
  'yeu_cau_sua_cham_cong',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    /** The requested punch (school time +07:00). */
    thoiDiem: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lyDo: text().notNull(),
    /** choDuyet | daDuyet | tuChoi */
    trangThai: text().notNull().default('choDuyet'),
    nguoiDuyetId: integer().references(() => nhanVien.id),
    ghiChuDuyet: text(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('yeu_cau_sua_cham_cong_nv').on(t.nhanVienId, t.thoiDiem),
    index('yeu_cau_sua_cham_cong_trang_thai').on(t.trangThai, t.createdAt),
    uniqueIndex('yeu_cau_sua_cham_cong_unique').on(t.nhanVienId, t.thoiDiem).where(sql`${t.trangThai} <> 'tuChoi'`),
  ],
);
