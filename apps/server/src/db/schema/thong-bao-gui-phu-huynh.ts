import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { hocSinh, phuHuynh } from './hoc-sinh';
import { lopQuanLy } from './lop-quan-ly';
import { taiKhoan } from './tai-khoan';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A homeroom notice to parents: `trangThai` nhap (draft) → da_len_lich (scheduled, a send job waits for `henGuiLuc`)
 * → da_gui (sent) → da_thu_hoi (recalled: every guardian's link stops working). `noiDung` is HTML already sanitised
 * by the server's allow-list. `hocSinhIds` null: the guardians of the whole class.
 */
export const thongBaoGuiPhuHuynh = pgTable(
  'thong_bao_gui_phu_huynh',
  {
    id: id(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    tieuDe: text().notNull(),
    noiDung: text().notNull(),
    canXacNhan: boolean().notNull().default(false),
    hocSinhIds: jsonb().$type<number[]>(),
    trangThai: text().notNull().default('nhap'),
    henGuiLuc: at(),
    guiLuc: at(),
    thuHoiLuc: at(),
    /** Rounds of sending (the first send and each resend), for the send job's once key. */
    soLanGui: integer().notNull().default(0),
    nguoiTaoId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    nguoiTaoTen: text().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('thong_bao_gui_phu_huynh_lop').on(t.lopQuanLyId, t.createdAt)],
);

/** A notice's attachments (stored files of purpose `parent-notice-attachment`). */
export const thongBaoGuiPhuHuynhTep = pgTable(
  'thong_bao_gui_phu_huynh_tep',
  {
    thongBaoId: integer()
      .notNull()
      .references(() => thongBaoGuiPhuHuynh.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
    thuTu: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.thongBaoId, t.fileId] }), index('thong_bao_gui_phu_huynh_tep_file').on(t.fileId)],
);

/**
 * One guardian of a sent notice. Name, relation and e-mail are copied when the notice is sent (what it was sent to).
 * `trangThaiEmail`: cho_gui (the send job will mail it) → dang_gui (taken for the SMTP call) → da_gui | loi (bounced);
 * khong_gui (no address or no SMTP); chua_ro (a run stopped during the SMTP call: maybe delivered, not re-sent).
 * The signed link carries the row id, `phienBan` and an expiry; `thuHoiLuc` revokes it.
 */
export const thongBaoGuiPhuHuynhNguoiNhan = pgTable(
  'thong_bao_gui_phu_huynh_nguoi_nhan',
  {
    id: id(),
    thongBaoId: integer()
      .notNull()
      .references(() => thongBaoGuiPhuHuynh.id, { onDelete: 'cascade' }),
    phuHuynhId: integer().references(() => phuHuynh.id, { onDelete: 'set null' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hoTen: text().notNull(),
    quanHe: text().notNull(),
    email: text(),
    trangThaiEmail: text().notNull().default('cho_gui'),
    loiEmail: text(),
    guiLuc: at(),
    soLanGui: integer().notNull().default(0),
    moLuc: at(),
    xacNhanLuc: at(),
    hetHanLuc: at(),
    phienBan: integer().notNull().default(1),
    thuHoiLuc: at(),
  },
  (t) => [
    uniqueIndex('thong_bao_gui_phu_huynh_nguoi_nhan_uq').on(t.thongBaoId, t.phuHuynhId),
    index('thong_bao_gui_phu_huynh_nguoi_nhan_cho').on(t.thongBaoId, t.trangThaiEmail),
  ],
);
