import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { hocSinh } from './hoc-sinh';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/** The awards board: the school's recognitions by academic year and category; Admin posts, edits and hides them. */
export const khenThuong = pgTable(
  'khen_thuong',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    tieuDe: text().notNull(),
    moTa: text(),
    /** hocTap | cuocThi | chungChi | tuyenDuongTruocTruong | giayKhenHieuTruong | nhanVien */
    loai: text().notNull(),
    ngayTrao: date({ mode: 'string' }).notNull(),
    anhId: integer().references(() => files.id),
    an: boolean().notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('khen_thuong_nam_hoc').on(t.namHocId, t.loai, t.ngayTrao)],
);

/** Who received an award: a student or a staff member (for "my awards"), or only a name (a team, a class). */
export const khenThuongNguoiNhan = pgTable(
  'khen_thuong_nguoi_nhan',
  {
    id: id(),
    khenThuongId: integer()
      .notNull()
      .references(() => khenThuong.id, { onDelete: 'cascade' }),
    hocSinhId: integer().references(() => hocSinh.id),
    nhanVienId: integer().references(() => nhanVien.id),
    /** The name as the board shows it (the record's name when it was posted). */
    hoTen: text().notNull(),
    thuTu: integer().notNull().default(0),
  },
  (t) => [
    index('khen_thuong_nguoi_nhan_khen_thuong').on(t.khenThuongId),
    index('khen_thuong_nguoi_nhan_hoc_sinh').on(t.hocSinhId),
    index('khen_thuong_nguoi_nhan_nhan_vien').on(t.nhanVienId),
  ],
);
