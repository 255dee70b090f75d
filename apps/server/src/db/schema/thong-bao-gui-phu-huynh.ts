import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { taiKhoan } from './tai-khoan';

/** ThongBaoGuiPhuHuynh records; each belongs to the account that created it (the module's policy scopes reads by it). */
export const thongBaoGuiPhuHuynh = pgTable(
  'thong_bao_gui_phu_huynh',
  {
    id: id(),
    ten: text().notNull(),
    moTa: text(),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('thong_bao_gui_phu_huynh_tai_khoan').on(t.taiKhoanId)],
);
