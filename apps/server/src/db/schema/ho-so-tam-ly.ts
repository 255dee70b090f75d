import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { hocSinh } from './hoc-sinh';
import { taiKhoan } from './tai-khoan';

/**
 * Counselling requests (Circular 31/2017/TT-BGDĐT), sealed: only the ho-so-tam-ly module reads or writes them. The
 * requester (the student, or a teacher about a student) sees its status only; the message, the triage and the
 * team's note are the psychology team's.
 */
export const tamLyDangKyThamVan = pgTable(
  'tam_ly_dang_ky_tham_van',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    nguoiGuiId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    /** The requester's name when filing, and whether the student asked for themself. */
    nguoiGuiTen: text().notNull(),
    laHocSinhTuGui: boolean().notNull(),
    chuDe: text().notNull(),
    mucDo: text().notNull(),
    thoiGianMongMuon: text(),
    noiDung: text().notNull(),
    trangThai: text().notNull().default('submitted'),
    phuTrachId: integer().references(() => taiKhoan.id),
    lichHen: timestamp({ withTimezone: true, mode: 'date' }),
    phong: text(),
    ghiChuXuLy: text(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tam_ly_dang_ky_tham_van_nguoi_gui').on(t.nguoiGuiId),
    index('tam_ly_dang_ky_tham_van_hoc_sinh').on(t.hocSinhId),
  ],
);

/** A student's confidential case record (one per student), opened by the psychology team. */
export const tamLyHoSo = pgTable(
  'tam_ly_ho_so',
  {
    id: id(),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    trangThai: text().notNull().default('open'),
    taoBoiId: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tam_ly_ho_so_hoc_sinh').on(t.hocSinhId)],
);

/**
 * A counselling session of a record. The note is stored encrypted (AES-256-GCM, the key from configuration, bound to
 * its record): a dump of this table, or a backup, holds only ciphertext.
 */
export const tamLyBuoiThamVan = pgTable(
  'tam_ly_buoi_tham_van',
  {
    id: id(),
    hoSoId: integer()
      .notNull()
      .references(() => tamLyHoSo.id),
    ngay: date({ mode: 'string' }).notNull(),
    hinhThuc: text().notNull(),
    ghiChuMaHoa: text().notNull(),
    taoBoiId: integer().references(() => taiKhoan.id),
    nguoiGhiTen: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tam_ly_buoi_tham_van_ho_so').on(t.hoSoId)],
);

/**
 * A referral outside the school, on a student's record: to whom (a person or service) and where, when, the follow-up
 * date and what came of it. Its note (why, what was shared) is encrypted like a session's, bound to the record.
 */
export const tamLyChuyenTuyen = pgTable(
  'tam_ly_chuyen_tuyen',
  {
    id: id(),
    hoSoId: integer()
      .notNull()
      .references(() => tamLyHoSo.id),
    noiChuyen: text().notNull(),
    nguoiNhan: text(),
    ngayChuyen: date({ mode: 'string' }).notNull(),
    ngayTheoDoi: date({ mode: 'string' }),
    trangThai: text().notNull().default('daChuyen'),
    ketQuaTheoDoi: text(),
    ghiChuMaHoa: text().notNull(),
    taoBoiId: integer().references(() => taiKhoan.id),
    nguoiGhiTen: text().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tam_ly_chuyen_tuyen_ho_so').on(t.hoSoId)],
);

/**
 * The counselling intake settings (`caiDatNhanTamLy`), one row (id 1): who receives requests (with the grade levels
 * each takes), the assignment rule, the topics offered, the hours and the urgent contact shown on the request form.
 * Until it is saved the defaults of the service apply (every topic, weekdays, assignment by hand).
 */
export const tamLyCaiDatNhan = pgTable('tam_ly_cai_dat_nhan', {
  id: integer().primaryKey().default(1),
  nguoiNhan: jsonb().$type<{ taiKhoanId: number; khoiIds: number[] }[]>().notNull().default([]),
  quyTac: text().notNull().default('thuCong'),
  chuDe: jsonb().$type<string[]>().notNull(),
  ngayLamViec: jsonb().$type<number[]>().notNull(),
  gioBatDau: text().notNull(),
  gioKetThuc: text().notNull(),
  khanCapTen: text().notNull(),
  khanCapDienThoai: text().notNull(),
  khanCapGhiChu: text(),
  capNhatBoiId: integer().references(() => taiKhoan.id),
  version: version(),
  updatedAt: updatedAt(),
});
