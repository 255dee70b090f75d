import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
