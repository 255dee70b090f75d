import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { lopQuanLy } from './classes';
import { createdAt, id } from './columns';
import { files } from './files';
import { hocSinh } from './people';

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
