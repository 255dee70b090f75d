import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { phongBan } from './phong-ban';

/* Staff records (module nhan-vien). */

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
