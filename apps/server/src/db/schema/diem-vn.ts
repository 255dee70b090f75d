import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { khoi, monHoc } from './danh-muc';
import { hocSinh } from './hoc-sinh';
import { lopMonHoc } from './lop-mon-hoc';
import { lopQuanLy } from './lop-quan-ly';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/*
 * Vietnamese-programme grades (Circular 22 / 27). Marks and averages are numeric(3,1): exact decimals, never floats.
 * `hocKy` is the term's number in its year (1 or 2); year results use 0.
 */

/** The academic office's rule settings of a year (the "verify" rules of the domain notes); absent = the defaults. */
export const diemVnCaiDat = pgTable('diem_vn_cai_dat', {
  id: id(),
  namHocId: integer()
    .notNull()
    .unique()
    .references(() => namHoc.id, { onDelete: 'cascade' }),
  caiDat: jsonb().notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * How a subject is assessed in a year and grade level: `diem` (scored), `nhan_xet` (comment only, Đạt / Chưa đạt) or
 * `tieu_hoc` (primary ratings, Circular 27); periods per year decide the regular marks per term unless overridden.
 */
export const diemVnMonHoc = pgTable(
  'diem_vn_mon_hoc',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    monHocId: integer()
      .notNull()
      .references(() => monHoc.id),
    khoiId: integer()
      .notNull()
      .references(() => khoi.id),
    hinhThucDanhGia: text().notNull(),
    soTietNam: integer().notNull(),
    /** Null = from the periods-per-year rule. */
    soDiemTx: smallint(),
    tinhKhenThuong: boolean().notNull().default(true),
    /**
     * Primary grade levels: the periodic-test role (a PrimaryTestedSubject, or 'none' = no periodic test); null = never
     * set, the role follows the subject's code (`primaryTestedSubjectFrom`).
     */
    monKiemTra: text(),
    version: version(),
  },
  (t) => [uniqueIndex('diem_vn_mon_hoc_unique').on(t.namHocId, t.monHocId, t.khoiId)],
);

/** Entry window of one column (TX1..TX4, GK, CK) of one term: teachers enter marks between the two instants. */
export const diemVnCotNhap = pgTable(
  'diem_vn_cot_nhap',
  {
    id: id(),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id, { onDelete: 'cascade' }),
    hocKy: smallint().notNull(),
    cot: text().notNull(),
    moLuc: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    dongLuc: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    version: version(),
  },
  (t) => [uniqueIndex('diem_vn_cot_nhap_unique').on(t.namHocId, t.hocKy, t.cot)],
);

/** Publication (students see the term) and lock (teachers can no longer edit) of a subject class's term. */
export const diemVnCongBo = pgTable(
  'diem_vn_cong_bo',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocKy: smallint().notNull(),
    congBo: boolean().notNull().default(false),
    khoa: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_cong_bo_unique').on(t.lopMonHocId, t.hocKy)],
);

/**
 * One gradebook cell. No row = empty. `trangThai` = diem (a mark, or Đạt / Chưa đạt for comment-only subjects) | mien
 * (exempt) | vang (absent). `cot` = TX1..TX4 | GK | CK | KTL (the summer retake, term 2).
 */
export const diemVnDiem = pgTable(
  'diem_vn_diem',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    cot: text().notNull(),
    trangThai: text().notNull(),
    giaTri: numeric({ precision: 3, scale: 1 }),
    ketQua: text(),
    /** Starts at 1: a client that saw the cell empty sends 0, so a cell created meanwhile answers 409. */
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
    /** Account that made the last change (the full trail is in the audit log). */
    updatedBy: integer(),
  },
  (t) => [
    uniqueIndex('diem_vn_diem_cell').on(t.lopMonHocId, t.hocKy, t.hocSinhId, t.cot),
    index('diem_vn_diem_hoc_sinh').on(t.hocSinhId),
  ],
);

/** The teacher's comment on a student for a term in a subject class. */
export const diemVnNhanXet = pgTable(
  'diem_vn_nhan_xet',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    noiDung: text().notNull(),
    /** Starts at 1, like cells: 0 means "I saw no comment". */
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_nhan_xet_unique').on(t.lopMonHocId, t.hocKy, t.hocSinhId)],
);

/** Conduct (rèn luyện) set by the homeroom teacher per student and term: Tốt | Khá | Đạt | Chưa đạt. */
export const diemVnRenLuyen = pgTable(
  'diem_vn_ren_luyen',
  {
    id: id(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    mucDo: text().notNull(),
    nhanXet: text(),
    /** Starts at 1, like cells: 0 means "I saw no conduct set". */
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_ren_luyen_unique').on(t.lopQuanLyId, t.hocKy, t.hocSinhId)],
);

/**
 * A teacher's request to change a mark after its window closed (or the term was locked). The mark moves only when
 * the office approves. `trangThai` = cho_duyet | da_duyet | tu_choi.
 */
export const diemVnYeuCauSua = pgTable(
  'diem_vn_yeu_cau_sua',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    cot: text().notNull(),
    /** The cell as it was when asked, and the cell asked for: { trangThai, giaTri, ketQua }. */
    giaTriCu: jsonb(),
    giaTriMoi: jsonb().notNull(),
    lyDo: text().notNull(),
    nguoiYeuCauId: integer()
      .notNull()
      .references(() => nhanVien.id),
    trangThai: text().notNull().default('cho_duyet'),
    nguoiDuyetId: integer().references(() => nhanVien.id),
    ghiChuDuyet: text(),
    duyetLuc: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('diem_vn_ycs_trang_thai').on(t.trangThai, t.createdAt), index('diem_vn_ycs_lop').on(t.lopMonHocId)],
);

/** Stored averages of a student in a subject class: term 1, term 2, or the year (hocKy 0). */
export const diemVnTrungBinh = pgTable(
  'diem_vn_trung_binh',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    diemTb: numeric({ precision: 3, scale: 1 }),
    /** Comment-only subjects: Đạt | Chưa đạt. */
    ketQua: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('diem_vn_trung_binh_unique').on(t.lopMonHocId, t.hocKy, t.hocSinhId),
    index('diem_vn_trung_binh_hs').on(t.hocSinhId),
  ],
);

/**
 * The term or year summary of a student in their homeroom class: learning result (raw and adjusted), conduct,
 * absences, and for the year the decision (LenLop | RenLuyenHe | KiemTraLai | OLai) and award (XuatSac | Gioi).
 */
export const diemVnTongKet = pgTable(
  'diem_vn_tong_ket',
  {
    id: id(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    hocKy: smallint().notNull(),
    hocTapRaw: text(),
    hocTap: text(),
    renLuyen: text(),
    soBuoiNghi: integer().notNull().default(0),
    ketQua: text(),
    danhHieu: text(),
    /** Confirmed by the office: read-only afterwards. */
    xacNhan: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_tong_ket_unique').on(t.lopQuanLyId, t.hocKy, t.hocSinhId)],
);
