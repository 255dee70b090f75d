import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, version } from './columns';
import { nhanVien } from './nhan-vien';

/* Departments (module phong-ban). */

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

/**
 * The department's deputies (phó trưởng phòng / tổ phó): members who stand in for the head. Kept here, not on the
 * staff row, because a department may have several; a member who leaves the department stops being its deputy.
 */
export const phongBanPhoPhong = pgTable(
  'phong_ban_pho_phong',
  {
    phongBanId: integer()
      .notNull()
      .references(() => phongBan.id),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.phongBanId, t.nhanVienId] }), index('phong_ban_pho_phong_nv').on(t.nhanVienId)],
);
