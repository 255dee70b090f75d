import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { deletedAt, id, version } from './columns';

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
