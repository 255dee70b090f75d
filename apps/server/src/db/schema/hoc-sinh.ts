import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { lopQuanLy } from './lop-quan-ly';

/* Students, their parents, transfers between schools and the student import (module hoc-sinh). */

/** Student record. Health notes are visible only to permitted roles. */
export const hocSinh = pgTable(
  'hoc_sinh',
  {
    id: id(),
    maHocSinh: text().notNull().unique(),
    hoTen: text().notNull(),
    /** `nameSortKey(hoTen)`: lists of people sort by it (Vietnamese order); written with every `hoTen`. */
    hoTenSapXep: text().notNull(),
    gioiTinh: text(),
    ngaySinh: date(),
    email: text(),
    dienThoai: text(),
    diaChi: text(),
    anhDaiDien: integer().references(() => files.id),
    ghiChuSucKhoe: text(),
    /** dang_hoc | chuyen_truong | tot_nghiep | thoi_hoc */
    trangThai: text().notNull().default('dang_hoc'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  // The list search ORs name, code and e-mail: each needs its own trigram index or the whole table is scanned
  // (≈ 5× slower at 5,000 students on PGlite).
  (t) => [
    index('hoc_sinh_ho_ten_trgm').using('gin', sql`f_unaccent(lower(${t.hoTen})) gin_trgm_ops`),
    index('hoc_sinh_ma_trgm').using('gin', sql`f_unaccent(lower(${t.maHocSinh})) gin_trgm_ops`),
    index('hoc_sinh_email_trgm').using('gin', sql`f_unaccent(lower(${t.email})) gin_trgm_ops`),
  ],
);

/** Family contacts of a student. */
export const phuHuynh = pgTable(
  'phu_huynh',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id, { onDelete: 'cascade' }),
    quanHe: text().notNull(),
    hoTen: text().notNull(),
    dienThoai: text(),
    email: text(),
    ngheNghiep: text(),
  },
  (t) => [index('phu_huynh_hoc_sinh').on(t.hocSinhId)],
);

/**
 * A school transfer of a student: `loai` = di (leaves for another school) | den (arrives from one).
 * Rows are never deleted: they are the student's history.
 */
export const chuyenTruong = pgTable(
  'chuyen_truong',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    loai: text().notNull(),
    ngay: date().notNull(),
    lyDo: text().notNull(),
    /** The other school (destination when leaving, origin when arriving). */
    truongKhac: text(),
    /** The homeroom class a returning student joins. */
    lopQuanLyId: integer().references(() => lopQuanLy.id),
    nguoiThucHienId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('chuyen_truong_hs').on(t.hocSinhId)],
);

/** Documents of a transfer (certificate, transcript …), stored through lib/uploads. */
export const chuyenTruongTaiLieu = pgTable(
  'chuyen_truong_tai_lieu',
  {
    id: id(),
    chuyenTruongId: integer()
      .notNull()
      .references(() => chuyenTruong.id),
    fileId: integer()
      .notNull()
      .references(() => files.id),
  },
  (t) => [index('ctt_chuyen_truong').on(t.chuyenTruongId)],
);

/**
 * An Excel import in two steps: the preview stores the parsed, validated rows here; the commit re-validates and
 * inserts them in one transaction. The client polls the row for status and progress.
 * `trangThai` = xem_truoc (previewed) | dang_nhap (committing) | hoan_thanh (done) | loi (refused).
 */
export const tacVuNhapDuLieu = pgTable('tac_vu_nhap_du_lieu', {
  id: text().primaryKey(),
  loai: text().notNull(),
  taiKhoanId: integer(),
  tenTep: text().notNull(),
  trangThai: text().notNull(),
  tongSoDong: integer().notNull().default(0),
  soDongDaXuLy: integer().notNull().default(0),
  duLieu: jsonb(),
  ketQua: jsonb(),
  createdAt: createdAt(),
  finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
});
