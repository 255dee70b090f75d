import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { nhanVien } from './nhan-vien';

/** Foreign staff's identity documents (passport, visa, temporary residence card, work permit), kept by HR. */
export const giayToTuyThan = pgTable(
  'giay_to_tuy_than',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    /** hoChieu | visa | theTamTru | giayPhepLaoDong */
    loai: text().notNull(),
    soGiayTo: text().notNull(),
    noiCap: text(),
    ngayCap: date({ mode: 'string' }),
    ngayHetHan: date({ mode: 'string' }).notNull(),
    tepId: integer().references(() => files.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('giay_to_tuy_than_het_han').on(t.ngayHetHan), index('giay_to_tuy_than_nv').on(t.nhanVienId)],
);

/**
 * The expiry alerts sent: one row per document and threshold (60, 30 days), so each alert goes out exactly once,
 * whichever instance's daily digest gets there first.
 */
export const giayToCanhBao = pgTable(
  'giay_to_canh_bao',
  {
    id: id(),
    giayToId: integer()
      .notNull()
      .references(() => giayToTuyThan.id, { onDelete: 'cascade' }),
    moc: integer().notNull(),
    /** The expiry the alert was about (a renewed document is alerted again). */
    ngayHetHan: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('giay_to_canh_bao_unique').on(t.giayToId, t.moc, t.ngayHetHan)],
);
