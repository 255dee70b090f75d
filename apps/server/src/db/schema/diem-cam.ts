import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { heHoc, khoi, monHoc } from './danh-muc';
import { hocSinh } from './hoc-sinh';
import { lopMonHoc } from './lop-mon-hoc';
import { namHoc } from './nam-hoc';
import { taiKhoan } from './tai-khoan';

/* Cambridge results (module diem-cam): exams, their components, results, subjects and conversion scales. */

/**
 * A Cambridge exam of one subject class (class test, Progression Test, mock, Checkpoint, external series), with the
 * overall grade thresholds of its option (`nguongDiem`: grade → minimum weighted total) and the state of its marks.
 */
export const baiThiCam = pgTable(
  'bai_thi_cam',
  {
    id: id(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id),
    ten: text().notNull(),
    loai: text().notNull(),
    ngayThi: date({ mode: 'string' }),
    /** dangNhap → daNop → daKiemTra → daCongBo → daKhoa. */
    trangThai: text().notNull().default('dangNhap'),
    nguongDiem: jsonb().$type<Record<string, number>>(),
    taoBoiId: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bai_thi_cam_lop').on(t.lopMonHocId)],
);

/** A component of an exam: its maximum raw mark and weighting, in order. */
export const baiThiCamThanhPhan = pgTable(
  'bai_thi_cam_thanh_phan',
  {
    id: id(),
    baiThiCamId: integer()
      .notNull()
      .references(() => baiThiCam.id, { onDelete: 'cascade' }),
    ten: text().notNull(),
    diemToiDa: doublePrecision().notNull(),
    trongSo: doublePrecision().notNull().default(1),
    thuTu: integer().notNull(),
  },
  (t) => [index('btc_tp_bai_thi').on(t.baiThiCamId)],
);

/**
 * The Cambridge attributes of a subject (DiemCam owns them; the subject itself is danh-muc's `mon_hoc`, whose
 * syllabus code it reads): the stage it is taught at and the grade scale its results use.
 */
export const monHocCam = pgTable('mon_hoc_cam', {
  monHocId: integer()
    .primaryKey()
    .references(() => monHoc.id),
  /** primary | lowerSecondary | igcse. */
  capDo: text().notNull(),
  /** aStarG (A*–G) | nineOne (9–1) | checkpoint (0–50 with bands). */
  thangDiem: text().notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * One version of a school's conversion scale (thang quy đổi điểm). Versions of one scale share `gocId` (the id of its
 * first version); the current one has `hienHanh`. Its scope (year, programme, grade level, subject: null = all) and
 * its rule (`quyTac`, a ConversionScale) are frozen once results used it (`daDungLuc`): an edit then adds a version.
 */
export const thangQuyDoi = pgTable(
  'thang_quy_doi',
  {
    id: id(),
    gocId: integer(),
    phienBan: integer().notNull().default(1),
    hienHanh: boolean().notNull().default(true),
    ten: text().notNull(),
    namHocId: integer().references(() => namHoc.id),
    heHocId: integer().references(() => heHoc.id),
    khoiId: integer().references(() => khoi.id),
    monHocId: integer().references(() => monHoc.id),
    quyTac: jsonb().notNull().$type<Record<string, unknown>>(),
    /** When results first converted with this version; from then on it is never edited. */
    daDungLuc: timestamp({ withTimezone: true, mode: 'date' }),
    taoBoiId: integer().references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('thang_quy_doi_phien_ban').on(t.gocId, t.phienBan),
    index('thang_quy_doi_hien_hanh').on(t.gocId).where(sql`${t.hienHanh}`),
  ],
);

/*
 * Results of Cambridge exams: one row per student and exam with the raw mark of each component (by the component's
 * position `thuTu`, so an exam whose components are re-saved keeps its marks), the absent flag, and what the shared
 * rules computed from them when they were saved (weighted total, grade, PUM). No row = nothing entered yet.
 */
export const ketQuaThiCam = pgTable(
  'ket_qua_thi_cam',
  {
    id: id(),
    baiThiCamId: integer()
      .notNull()
      .references(() => baiThiCam.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    /** Raw marks in component order (index = thuTu − 1); null = not entered. */
    diem: jsonb().$type<(number | null)[]>().notNull(),
    vangThi: boolean().notNull().default(false),
    /** Σ(raw × weighting) once every component has a mark; null while incomplete or absent. */
    tongDiem: doublePrecision(),
    xepLoai: text(),
    pum: smallint(),
    /**
     * The 10-point mark for the Vietnamese record, converted when the results were published (or first needed by a
     * report card) with the scale version `thangQuyDoiId`; a later edit of the scale makes a new version, so this
     * stays what it was converted with. Null = not converted (no scale applies, or no grade / total yet).
     * `thangQuyDoiId` is kept without a foreign key on purpose: deleting a scale must not rewrite past results.
     */
    diemQuyDoi: doublePrecision(),
    thangQuyDoiId: integer(),
    /** The teacher's comment and effort level (1–4) for the student in this exam, printed on the report card. */
    nhanXet: text(),
    noLuc: smallint(),
    /** Starts at 1: a client that saw no row sends 0, so a row created meanwhile answers 409. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Account of the last change (the full trail is in the audit log). */
    updatedBy: integer(),
  },
  (t) => [uniqueIndex('kqtc_bai_thi_hoc_sinh').on(t.baiThiCamId, t.hocSinhId), index('kqtc_hoc_sinh').on(t.hocSinhId)],
);

/**
 * Entry settings of an exam: the window in which teachers enter marks (either end open when null) and who may enter
 * and who may check them (staff ids; an empty list = the default: the class's teachers enter, the head of their
 * department checks). No row = the defaults.
 */
export const baiThiCamCaiDat = pgTable('bai_thi_cam_cai_dat', {
  id: id(),
  baiThiCamId: integer()
    .notNull()
    .unique()
    .references(() => baiThiCam.id, { onDelete: 'cascade' }),
  moNhapTu: timestamp({ withTimezone: true, mode: 'date' }),
  moNhapDen: timestamp({ withTimezone: true, mode: 'date' }),
  nguoiNhapIds: jsonb().$type<number[]>().notNull().default([]),
  nguoiKiemTraIds: jsonb().$type<number[]>().notNull().default([]),
  /** Why the state last moved back (a returned submission), shown to the teacher. */
  ghiChu: text(),
  version: version(),
  updatedAt: updatedAt(),
});
