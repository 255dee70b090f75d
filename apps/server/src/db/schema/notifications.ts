import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { taiKhoan } from './tai-khoan';

/**
 * In-app notification for one account (the header list). The text is rendered at read time from `loai` and
 * `payload` in the reader's language, so a language switch changes old notifications too.
 */
export const thongBao = pgTable(
  'thong_bao',
  {
    id: id(),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id, { onDelete: 'cascade' }),
    /** Message key suffix: `leave.submitted` renders `notification.leave.submitted`. */
    loai: text().notNull(),
    payload: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    /** Portal path the item opens, e.g. `/yeucaudexuat/donnghiphep?id=12`. */
    duongDan: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('thong_bao_tai_khoan').on(t.taiKhoanId, t.createdAt)],
);
