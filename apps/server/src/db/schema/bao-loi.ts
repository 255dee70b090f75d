import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { taiKhoan } from './tai-khoan';

/** Bug reports: each belongs to the account that filed it; Admin moves it through its statuses. */
export const baoLoi = pgTable(
  'bao_loi',
  {
    id: id(),
    tieuDe: text().notNull(),
    moTa: text().notNull(),
    cacBuoc: text(),
    duongDan: text(),
    trinhDuyet: text(),
    anhChupId: integer().references(() => files.id),
    /** moi | dangXuLy | daSua | khongSua, changed only through a transition (bao_loi_lich_su). */
    trangThai: text().notNull().default('moi'),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    /** The reporter's name when they filed it (a report is read as it was written; no join to the directory). */
    tenNguoiBao: text().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bao_loi_tai_khoan').on(t.taiKhoanId), index('bao_loi_trang_thai').on(t.trangThai, t.createdAt)],
);

/** Every status a report went through: who, when, with which comment. */
export const baoLoiLichSu = pgTable(
  'bao_loi_lich_su',
  {
    id: id(),
    baoLoiId: integer()
      .notNull()
      .references(() => baoLoi.id, { onDelete: 'cascade' }),
    tuTrangThai: text(),
    denTrangThai: text().notNull(),
    ghiChu: text(),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    tenNguoiThucHien: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bao_loi_lich_su_bao_loi').on(t.baoLoiId)],
);
