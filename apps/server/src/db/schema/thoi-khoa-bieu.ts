import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { loaiPhong, monHoc, phong } from './danh-muc';
import { lopMonHoc } from './lop-mon-hoc';
import { lopQuanLy } from './lop-quan-ly';
import { hocKy, namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';
import { taiKhoan } from './tai-khoan';

/** A (day, period) slot: day 0 = Monday, period 0 = the first period of the morning. */
export interface TkbSlot {
  day: number;
  period: number;
}

/** Timetable settings of one academic year (one row per year; defaults apply until someone saves). */
export const caiDatThoiKhoaBieu = pgTable('cai_dat_thoi_khoa_bieu', {
  namHocId: integer()
    .primaryKey()
    .references(() => namHoc.id, { onDelete: 'cascade' }),
  soNgayHoc: integer().notNull().default(6),
  soTietNgay: integer().notNull().default(8),
  soTietSang: integer().notNull().default(4),
  /** 'HH:mm' of each period, `soTietNgay` entries. */
  gioBatDau: jsonb().$type<string[]>().notNull(),
  thoiLuongTiet: integer().notNull().default(45),
  tietCam: jsonb().$type<TkbSlot[]>().notNull().default([]),
  soTuanNam: integer().notNull().default(35),
  version: version(),
  updatedAt: updatedAt(),
});

/** Timetable attributes of a subject: a required room type, double periods, heavy (prefers the morning). */
export const monHocThoiKhoaBieu = pgTable('mon_hoc_thoi_khoa_bieu', {
  monHocId: integer()
    .primaryKey()
    .references(() => monHoc.id, { onDelete: 'cascade' }),
  loaiPhongId: integer().references(() => loaiPhong.id),
  tietDoi: boolean().notNull().default(false),
  monNang: boolean().notNull().default(false),
  version: version(),
});

/** A slot a teacher cannot teach in, for one year. */
export const giaoVienBanTiet = pgTable(
  'giao_vien_ban_tiet',
  {
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    thu: integer().notNull(),
    tiet: integer().notNull(),
    lyDo: text(),
  },
  (t) => [primaryKey({ columns: [t.namHocId, t.nhanVienId, t.thu, t.tiet] }), index('gvbt_gv').on(t.nhanVienId)],
);

/** Days a teacher prefers to teach on (a soft wish), for one year. */
export const giaoVienNgayUuTien = pgTable(
  'giao_vien_ngay_uu_tien',
  {
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    thu: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.namHocId, t.nhanVienId, t.thu] })],
);

/** A timetable version of one term: draft → published → archived; at most one published per term. */
export const phienBanThoiKhoaBieu = pgTable(
  'phien_ban_thoi_khoa_bieu',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    hocKyId: integer()
      .notNull()
      .references(() => hocKy.id),
    ten: text().notNull(),
    /** nhap (draft) | cong_bo (published) | luu_tru (archived). */
    trangThai: text().notNull().default('nhap'),
    ngayApDung: date().notNull(),
    /**
     * The last day an archived version still covers: set when a version of the same term that starts later replaces
     * it, so the days before the new one's start keep the timetable that covered them. Null: not in force once
     * archived (or, published, in force until a later version starts).
     */
    hieuLucDen: date(),
    congBoLuc: timestamp({ withTimezone: true, mode: 'date' }),
    taoBoi: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pbtkb_nam').on(t.namHocId),
    uniqueIndex('pbtkb_mot_cong_bo').on(t.hocKyId).where(sql`${t.trangThai} = 'cong_bo'`),
  ],
);

/**
 * A lesson of a version: a subject class (or a pinned activity — chào cờ, sinh hoạt lớp — of a homeroom class) at a
 * day and period, lasting `soTiet` periods, in a room, with its teachers.
 */
export const tietHoc = pgTable(
  'tiet_hoc',
  {
    id: id(),
    phienBanId: integer()
      .notNull()
      .references(() => phienBanThoiKhoaBieu.id, { onDelete: 'cascade' }),
    lopMonHocId: integer().references(() => lopMonHoc.id),
    /** The homeroom class of a pinned activity (null for a subject class's lesson). */
    lopQuanLyId: integer().references(() => lopQuanLy.id),
    /** chao_co | sinh_hoat_lop for pinned activities; null for a subject lesson. */
    hoatDong: text(),
    thu: integer().notNull(),
    tiet: integer().notNull(),
    soTiet: integer().notNull().default(1),
    phongId: integer().references(() => phong.id),
    giaoVienIds: jsonb().$type<number[]>().notNull().default([]),
    coDinh: boolean().notNull().default(false),
    version: version(),
  },
  (t) => [index('tiet_hoc_phien_ban').on(t.phienBanId), index('tiet_hoc_lmh').on(t.lopMonHocId)],
);

/** A dated change to one lesson: a substitute teacher, a cancellation or another room for that date. */
export const ngoaiLeTietHoc = pgTable(
  'ngoai_le_tiet_hoc',
  {
    id: id(),
    tietHocId: integer()
      .notNull()
      .references(() => tietHoc.id, { onDelete: 'cascade' }),
    ngay: date().notNull(),
    /** day_thay (substitute) | huy (cancelled) | doi_phong (moved room). */
    loai: text().notNull(),
    giaoVienThayId: integer().references(() => nhanVien.id),
    phongId: integer().references(() => phong.id),
    ghiChu: text(),
    taoBoi: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ngoai_le_tiet_ngay').on(t.tietHocId, t.ngay), index('ngoai_le_ngay').on(t.ngay)],
);

/** One generation of a draft: status, progress, the best score so far and, when infeasible, the reasons. */
export const lanTaoThoiKhoaBieu = pgTable(
  'lan_tao_thoi_khoa_bieu',
  {
    id: id(),
    phienBanId: integer()
      .notNull()
      .references(() => phienBanThoiKhoaBieu.id, { onDelete: 'cascade' }),
    /** The outcome once stored: xong | khong_kha_thi | da_dung (until then `cho`; the job tells queued/running/failed). */
    trangThai: text().notNull().default('dang_chay'),
    /** The job (lib/jobs) that runs this generation. */
    jobId: text(),
    daXep: integer().notNull().default(0),
    tongSo: integer().notNull().default(0),
    diem: integer(),
    lyDo: jsonb().$type<unknown[]>().notNull().default([]),
    taoBoi: integer().references(() => taiKhoan.id),
    batDauLuc: createdAt(),
    ketThucLuc: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('ltkb_phien_ban').on(t.phienBanId)],
);

/** The secret of an account's calendar feed (sha256 stored); regenerating replaces it, so the old URL stops working. */
export const lichTokenThoiKhoaBieu = pgTable('lich_token_thoi_khoa_bieu', {
  taiKhoanId: integer()
    .primaryKey()
    .references(() => taiKhoan.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});
