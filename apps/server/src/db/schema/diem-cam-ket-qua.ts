import {
  boolean,
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
import { baiThiCam } from './diem-cam';
import { hocSinh } from './people';

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
