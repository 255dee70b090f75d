import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';

/* School years, terms and holidays (module nam-hoc). */

/** Academic year. A partial unique index enforces "exactly one active" at the database level too. */
export const namHoc = pgTable(
  'nam_hoc',
  {
    id: id(),
    tenNamHoc: text().notNull(),
    isActive: boolean().notNull().default(false),
    ngayBatDau: date(),
    ngayKetThuc: date(),
    /** A closed year accepts no new business records (leave, grades). */
    isClosed: boolean().notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nam_hoc_ten_unique').on(sql`lower(${t.tenNamHoc})`),
    uniqueIndex('nam_hoc_one_active').on(t.isActive).where(sql`${t.isActive}`),
  ],
);

export const hocKy = pgTable(
  'hoc_ky',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    tenHocKy: text().notNull(),
    thuTu: integer().notNull(),
    ngayBatDau: date(),
    ngayKetThuc: date(),
    version: version(),
  },
  (t) => [uniqueIndex('hoc_ky_nam_thu_tu').on(t.namHocId, t.thuTu)],
);

/** School holidays: not counted as working days (leave, attendance). */
export const ngayNghi = pgTable(
  'ngay_nghi',
  {
    id: id(),
    namHocId: integer().references(() => namHoc.id, { onDelete: 'cascade' }),
    tuNgay: date().notNull(),
    denNgay: date().notNull(),
    ten: text().notNull(),
  },
  (t) => [index('ngay_nghi_range').on(t.tuNgay, t.denNgay)],
);
