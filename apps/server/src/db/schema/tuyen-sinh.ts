import { date, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { hocSinh } from './hoc-sinh';
import { taiKhoan } from './tai-khoan';

/** Guardians as the application gives them; enrolment hands them to the student module. */
export interface PhuHuynhHoSo {
  quanHe: string;
  hoTen: string;
  dienThoai: string | null;
  email: string | null;
  ngheNghiep: string | null;
}

/**
 * Admission applications for the next school year (module tuyen-sinh). `maHoSoNguon` is the public admissions
 * site's own id: unique, so a repeated post answers the same application instead of a second one.
 */
export const hoSoTuyenSinh = pgTable(
  'ho_so_tuyen_sinh',
  {
    id: id(),
    maHoSo: text().notNull().unique(),
    maHoSoNguon: text().unique(),
    /** web | vanPhong */
    nguon: text().notNull(),
    namHocDuTuyen: text().notNull(),
    hoTen: text().notNull(),
    ngaySinh: date({ mode: 'string' }).notNull(),
    gioiTinh: text(),
    diaChi: text(),
    /** quocGia | cambridge */
    chuongTrinh: text().notNull(),
    /** Grade level 1–12 applied for. */
    khoi: integer().notNull(),
    truongCu: text(),
    ghiChu: text(),
    phuHuynh: jsonb().$type<PhuHuynhHoSo[]>().notNull(),
    /** The workflow's state; changed only through a transition with a history row. */
    trangThai: text().notNull(),
    lichKiemTra: timestamp({ withTimezone: true, mode: 'date' }),
    diemTrungBinh: real(),
    hocSinhId: integer().references(() => hocSinh.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ho_so_tuyen_sinh_trang_thai').on(t.trangThai), index('ho_so_tuyen_sinh_khoi').on(t.khoi)],
);

/** The documents of an application (birth certificate, report cards, photo), stored through lib/uploads. */
export const hoSoTuyenSinhTaiLieu = pgTable(
  'ho_so_tuyen_sinh_tai_lieu',
  {
    id: id(),
    hoSoId: integer()
      .notNull()
      .references(() => hoSoTuyenSinh.id, { onDelete: 'cascade' }),
    /** giayKhaiSinh | hocBa | anhThe */
    loai: text().notNull(),
    tepId: integer()
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('ho_so_tuyen_sinh_tai_lieu_ho_so').on(t.hoSoId), index('ho_so_tuyen_sinh_tai_lieu_tep').on(t.tepId)],
);

/** Every step of the workflow: from, to, who (null: the public site), when and the comment. */
export const hoSoTuyenSinhLichSu = pgTable(
  'ho_so_tuyen_sinh_lich_su',
  {
    id: id(),
    hoSoId: integer()
      .notNull()
      .references(() => hoSoTuyenSinh.id, { onDelete: 'cascade' }),
    tuTrangThai: text(),
    denTrangThai: text().notNull(),
    taiKhoanId: integer().references(() => taiKhoan.id),
    nguoiThucHien: text(),
    ghiChu: text(),
    createdAt: createdAt(),
  },
  (t) => [index('ho_so_tuyen_sinh_lich_su_ho_so').on(t.hoSoId)],
);

/** One reviewer's scores against the rubric (criterion → 1–5) and remarks; a reviewer revises their own. */
export const hoSoTuyenSinhDanhGia = pgTable(
  'ho_so_tuyen_sinh_danh_gia',
  {
    id: id(),
    hoSoId: integer()
      .notNull()
      .references(() => hoSoTuyenSinh.id, { onDelete: 'cascade' }),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    nguoiDanhGia: text().notNull(),
    diem: jsonb().$type<Record<string, number>>().notNull(),
    tongDiem: real().notNull(),
    nhanXet: text(),
    ngayDanhGia: date({ mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ho_so_tuyen_sinh_danh_gia_nguoi').on(t.hoSoId, t.taiKhoanId)],
);
