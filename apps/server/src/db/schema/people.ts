import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt, version } from './columns';
import { files } from './files';

/** Department (phòng ban / tổ chuyên môn). The head approves the department's leave and lesson plans. */
export const phongBan = pgTable('phong_ban', {
  id: id(),
  tenPhongBan: text().notNull().unique(),
  tenPhongBanEn: text(),
  /** to_chuyen_mon (subject department) | hanh_chinh (office). */
  loai: text().notNull().default('to_chuyen_mon'),
  truongPhongId: integer(),
  version: version(),
  deletedAt: deletedAt(),
});

/** Staff record. */
export const nhanVien = pgTable(
  'nhan_vien',
  {
    id: id(),
    maNhanVien: text().notNull().unique(),
    hoTen: text().notNull(),
    /** `nameSortKey(hoTen)`: lists of people sort by it (Vietnamese order); written with every `hoTen`. */
    hoTenSapXep: text().notNull(),
    gioiTinh: text(),
    ngaySinh: date(),
    email: text(),
    dienThoai: text(),
    anhDaiDien: integer().references(() => files.id),
    phongBanId: integer().references(() => phongBan.id),
    chucVu: text(),
    chucVuEn: text(),
    ngayVaoLam: date(),
    /** Annual leave entitlement override in days; null = statutory default. */
    soNgayPhepNam: integer(),
    /** dang_lam | nghi_viec */
    trangThai: text().notNull().default('dang_lam'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('nhan_vien_ho_ten_trgm').using('gin', sql`f_unaccent(lower(${t.hoTen})) gin_trgm_ops`),
    index('nhan_vien_phong_ban').on(t.phongBanId),
  ],
);

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
