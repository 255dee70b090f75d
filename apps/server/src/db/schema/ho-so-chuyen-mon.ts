import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/* Professional records (module ho-so-chuyen-mon). */

/** A record type asked of teachers in a school year (Circular 32/2020 art. 21, plus the school's own), due by a date. */
export const loaiHoSo = pgTable('loai_ho_so', {
  id: id(),
  namHocId: integer()
    .notNull()
    .references(() => namHoc.id),
  ten: text().notNull(),
  tenEn: text(),
  hanNop: date(),
  /** Only homeroom teachers keep it (the homeroom book). */
  chiGvcn: boolean().notNull().default(false),
  thuTu: integer().notNull().default(0),
});

/** A teacher's record of a type: da_nop → da_kiem_tra / can_sua → da_nop …; missing while there is no row. */
export const hoSoNop = pgTable(
  'ho_so_nop',
  {
    id: id(),
    loaiHoSoId: integer()
      .notNull()
      .references(() => loaiHoSo.id),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    trangThai: text().notNull().default('da_nop'),
    lanNop: integer().notNull().default(1),
    ngayNop: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ghiChu: text().notNull().default(''),
    nguoiKiemTraId: integer().references(() => nhanVien.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ho_so_nop_loai_nhan_vien').on(t.loaiHoSoId, t.nhanVienId),
    index('ho_so_nop_nhan_vien').on(t.nhanVienId),
  ],
);

/** The files of a record (type decided from the bytes). */
export const hoSoTep = pgTable(
  'ho_so_tep',
  {
    id: id(),
    hoSoNopId: integer()
      .notNull()
      .references(() => hoSoNop.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
    tenTep: text().notNull(),
    kichThuoc: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ho_so_tep_ho_so').on(t.hoSoNopId), index('ho_so_tep_file').on(t.fileId)],
);

/** An inspector's note on a teacher's records, with the checklist of record types found in order. */
export const thanhTraGhiChu = pgTable(
  'thanh_tra_ghi_chu',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    nguoiGhiId: integer()
      .notNull()
      .references(() => nhanVien.id),
    checklist: jsonb().$type<Record<string, boolean>>().notNull(),
    noiDung: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('thanh_tra_ghi_chu_nhan_vien').on(t.nhanVienId)],
);
