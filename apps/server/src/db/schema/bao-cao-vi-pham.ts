import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';
import { hocSinh } from './hoc-sinh';
import { lopQuanLy } from './lop-quan-ly';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';
import { taiKhoan } from './tai-khoan';

/* Discipline (module bao-cao-vi-pham): violation codes, student incidents under Circular 19/2025. */

/** The school's violation codes (faults negative, good deeds positive), for students or for staff. */
export const maViPham = pgTable('ma_vi_pham', {
  id: id(),
  ma: text().notNull().unique(),
  moTa: text().notNull(),
  moTaEn: text().notNull(),
  diem: integer().notNull(),
  /** 1 harms the student, 2 the group or class, 3 the school. */
  mucDo: integer().notNull(),
  /** hoc_sinh | nhan_vien */
  doiTuong: text().notNull(),
  dangDung: boolean().notNull().default(true),
  version: version(),
});

/** A student incident: reported by a teacher, verified and decided by the discipline office. */
export const viPhamHocSinh = pgTable(
  'vi_pham_hoc_sinh',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    ngay: date().notNull(),
    tiet: integer(),
    diaDiem: text(),
    moTa: text().notNull(),
    /** da_bao_cao | da_xac_minh | da_xac_nhan | bo_qua */
    trangThai: text().notNull().default('da_bao_cao'),
    /** One of the circular's measures for the students' level (set on confirmation). */
    bienPhap: text(),
    ghiChuQuyetDinh: text(),
    lyDoBoQua: text(),
    nguoiBaoCaoId: integer()
      .notNull()
      .references(() => nhanVien.id),
    nguoiBaoCaoTaiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    xacMinhBoiId: integer().references(() => taiKhoan.id),
    xacMinhLuc: timestamp({ withTimezone: true, mode: 'date' }),
    quyetDinhBoiId: integer().references(() => taiKhoan.id),
    quyetDinhLuc: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vphs_ngay').on(t.ngay),
    index('vphs_trang_thai').on(t.trangThai, t.ngay),
    index('vphs_nguoi_bao_cao').on(t.nguoiBaoCaoTaiKhoanId),
  ],
);

/** The students of an incident, with their class and level of school when it was reported and their own account. */
export const viPhamHocSinhNguoi = pgTable(
  'vi_pham_hoc_sinh_nguoi',
  {
    id: id(),
    viPhamId: integer()
      .notNull()
      .references(() => viPhamHocSinh.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    /** tieu_hoc | thcs | thpt: decides the measures the circular allows. */
    capHoc: text().notNull(),
    tuTrinh: text(),
    tuTrinhLuc: timestamp({ withTimezone: true, mode: 'date' }),
    /** The student's one appeal against a confirmed incident, and the office's decision on it (kept). */
    khieuNai: text(),
    khieuNaiLuc: timestamp({ withTimezone: true, mode: 'date' }),
    /** chap_nhan (the incident no longer counts for this student) | giu_nguyen */
    ketQuaKhieuNai: text(),
    traLoiKhieuNai: text(),
    khieuNaiXuLyLuc: timestamp({ withTimezone: true, mode: 'date' }),
    /** The self-review (bản tự kiểm điểm) the student writes when that is the measure, submitted once. */
    tuKiemDiem: text(),
    tuKiemDiemLuc: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The guardian's confirmation of the self-review (the family's signature and commitment), recorded by the
     * homeroom teacher or the discipline office: who confirmed, on which day, their note, who recorded it and when.
     */
    phuHuynhHoTen: text(),
    phuHuynhNgay: date(),
    phuHuynhGhiChu: text(),
    phuHuynhGhiNhanBoiId: integer().references(() => taiKhoan.id),
    phuHuynhGhiNhanLuc: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('vphsn_vi_pham_hoc_sinh').on(t.viPhamId, t.hocSinhId),
    index('vphsn_hoc_sinh').on(t.hocSinhId),
    index('vphsn_lop').on(t.lopQuanLyId),
  ],
);

/** The codes of an incident with their points when it was reported (a later edit of the code changes nothing). */
export const viPhamHocSinhMa = pgTable(
  'vi_pham_hoc_sinh_ma',
  {
    viPhamId: integer()
      .notNull()
      .references(() => viPhamHocSinh.id, { onDelete: 'cascade' }),
    maViPhamId: integer()
      .notNull()
      .references(() => maViPham.id),
    diem: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.viPhamId, t.maViPhamId] }), index('vphsm_ma').on(t.maViPhamId)],
);

/** Evidence files (photos, PDF) of an incident; the files table holds the bytes' record. */
export const viPhamMinhChung = pgTable(
  'vi_pham_minh_chung',
  {
    viPhamId: integer()
      .notNull()
      .references(() => viPhamHocSinh.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.viPhamId, t.fileId] }), index('vpmc_file').on(t.fileId)],
);

/** The behaviour score's settings (one row; defaults in the shared rules until the office saves them). */
export const hanhViCaiDat = pgTable('hanh_vi_cai_dat', {
  id: id(),
  diemBatDau: integer().notNull(),
  diemToiThieu: integer().notNull(),
  diemToiDa: integer().notNull(),
  nguongTot: integer().notNull(),
  nguongKha: integer().notNull(),
  nguongDat: integer().notNull(),
  version: version(),
});

/** A staff misconduct report: a colleague reports a staff member; the managers (BaoCaoViPhamNhanVien.ThongKe) decide. */
export const viPhamNhanVien = pgTable(
  'vi_pham_nhan_vien',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    ngay: date().notNull(),
    maViPhamId: integer()
      .notNull()
      .references(() => maViPham.id),
    diem: integer().notNull(),
    moTa: text().notNull(),
    /** cho_xu_ly | da_xac_nhan | bo_qua */
    trangThai: text().notNull().default('cho_xu_ly'),
    ghiChuQuyetDinh: text(),
    lyDoBoQua: text(),
    /** Never shown to the reported person, in any answer, export or notification. */
    nguoiBaoCaoId: integer()
      .notNull()
      .references(() => nhanVien.id),
    nguoiBaoCaoTaiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    quyetDinhBoiId: integer().references(() => taiKhoan.id),
    quyetDinhLuc: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vpnv_nhan_vien').on(t.nhanVienId, t.trangThai),
    index('vpnv_nguoi_bao_cao').on(t.nguoiBaoCaoTaiKhoanId),
    index('vpnv_ngay').on(t.ngay),
  ],
);

/** Evidence of a staff report (seen by the reporter and the managers only). */
export const viPhamNhanVienMinhChung = pgTable(
  'vi_pham_nhan_vien_minh_chung',
  {
    viPhamId: integer()
      .notNull()
      .references(() => viPhamNhanVien.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.viPhamId, t.fileId] }), index('vpnvmc_file').on(t.fileId)],
);

/* Youth Union class discipline (doanDoi/danhGiaNenNepHocSinh): the duty team's weekly entries per homeroom class. */

/** A criterion of the weekly class discipline (punctuality, uniform, cleanliness …) with its maximum points. */
export const tieuChiNenNep = pgTable('tieu_chi_nen_nep', {
  id: id(),
  ten: text().notNull(),
  tenEn: text().notNull(),
  diemToiDa: integer().notNull(),
  thuTu: integer().notNull().default(0),
  dangDung: boolean().notNull().default(true),
  version: version(),
});

/** A homeroom class's week (its Monday): entered by the duty team, pending until approved. */
export const nenNepTuan = pgTable(
  'nen_nep_tuan',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id),
    /** The Monday of the week. */
    tuan: date().notNull(),
    /** cho_duyet | da_duyet */
    trangThai: text().notNull().default('cho_duyet'),
    ghiChu: text(),
    nguoiNhapId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    duyetBoiId: integer().references(() => taiKhoan.id),
    duyetLuc: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('nnt_lop_tuan').on(t.lopQuanLyId, t.tuan), index('nnt_tuan').on(t.tuan, t.trangThai)],
);

/** The points a class got on each criterion in a week (criteria's maximum at the time of entry checked). */
export const nenNepTuanDiem = pgTable(
  'nen_nep_tuan_diem',
  {
    nenNepTuanId: integer()
      .notNull()
      .references(() => nenNepTuan.id, { onDelete: 'cascade' }),
    tieuChiId: integer()
      .notNull()
      .references(() => tieuChiNenNep.id),
    diem: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.nenNepTuanId, t.tieuChiId] }), index('nntd_tieu_chi').on(t.tieuChiId)],
);
