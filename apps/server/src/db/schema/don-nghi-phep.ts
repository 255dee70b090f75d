import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/** Leave type (master data an admin extends): annual, sick, personal, maternity, paternity, business trip, unpaid … */
export const loaiNghiPhep = pgTable('loai_nghi_phep', {
  id: id(),
  /** Stable code for reports and integrations (`annual`, `sick`, …). */
  ma: text().notNull().unique(),
  tenLoai: text().notNull(),
  tenLoaiEn: text(),
  /** Days of this type are taken from the annual leave balance. */
  truPhepNam: boolean().notNull().default(false),
  /** A supporting document must be attached (e.g. a medical certificate). */
  canDinhKem: boolean().notNull().default(false),
  /** Retired types stay for history but cannot be chosen for new requests. */
  isActive: boolean().notNull().default(true),
  thuTu: integer().notNull().default(100),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Leave request. Status changes only through the transitions of the service, each recorded in
 * `don_nghi_phep_lich_su`. The half-day bounds: the leave starts with `tuBuoi` of `tuNgay` and ends with `denBuoi`
 * of `denNgay` (morning | afternoon).
 */
export const donNghiPhep = pgTable(
  'don_nghi_phep',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    loaiNghiPhepId: integer()
      .notNull()
      .references(() => loaiNghiPhep.id),
    /** The academic year the leave falls in (its balance year). */
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    tuNgay: date().notNull(),
    tuBuoi: text().notNull().default('morning'),
    denNgay: date().notNull(),
    denBuoi: text().notNull().default('afternoon'),
    /** Working days at filing time (weekends and school holidays excluded), in steps of 0.5. */
    soNgay: doublePrecision().notNull(),
    lyDo: text().notNull(),
    canDayThay: boolean().notNull().default(false),
    dinhKemId: integer().references(() => files.id),
    /** pending | approved | declined | cancelled | cancel_requested */
    trangThai: text().notNull().default('pending'),
    /** Staff member who made the last decision (approve, decline, confirm or refuse a cancellation). */
    nguoiDuyetId: integer().references(() => nhanVien.id),
    yKienDuyet: text(),
    ngayDuyet: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('don_nghi_phep_nhan_vien').on(t.nhanVienId, t.tuNgay),
    index('don_nghi_phep_trang_thai').on(t.trangThai, t.tuNgay),
    index('don_nghi_phep_nam_hoc').on(t.namHocId),
    check('don_nghi_phep_dates', sql`${t.denNgay} >= ${t.tuNgay}`),
    check(
      'don_nghi_phep_buoi',
      sql`${t.tuBuoi} in ('morning','afternoon') and ${t.denBuoi} in ('morning','afternoon')`,
    ),
    check(
      'don_nghi_phep_trang_thai_check',
      sql`${t.trangThai} in ('pending','approved','declined','cancelled','cancel_requested')`,
    ),
  ],
);

/** Every status change of a request: who, when, from, to, comment. Never edited. */
export const donNghiPhepLichSu = pgTable(
  'don_nghi_phep_lich_su',
  {
    id: id(),
    donNghiPhepId: integer()
      .notNull()
      .references(() => donNghiPhep.id, { onDelete: 'cascade' }),
    /** null for the creation. */
    tuTrangThai: text(),
    denTrangThai: text().notNull(),
    actorAccountId: integer(),
    actorNhanVienId: integer().references(() => nhanVien.id),
    ghiChu: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('don_nghi_phep_lich_su_don').on(t.donNghiPhepId, t.at)],
);

/**
 * The need for cover of an approved leave, as a date range (shown on the request). The substitutions screen
 * (thoi-khoa-bieu's day-thay) lists the lessons from the approved leave itself, lesson by lesson; these rows are not
 * closed per lesson.
 */
export const nhuCauDayThay = pgTable(
  'nhu_cau_day_thay',
  {
    id: id(),
    donNghiPhepId: integer()
      .notNull()
      .references(() => donNghiPhep.id, { onDelete: 'cascade' }),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    tuNgay: date().notNull(),
    tuBuoi: text().notNull(),
    denNgay: date().notNull(),
    denBuoi: text().notNull(),
    /** open | cancelled */
    trangThai: text().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nhu_cau_day_thay_don').on(t.donNghiPhepId),
    index('nhu_cau_day_thay_ngay').on(t.tuNgay, t.denNgay),
  ],
);
