import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taiKhoan } from './accounts';
import { createdAt, id, updatedAt, version } from './columns';
import { heHoc, khoi, monHoc, namHoc } from './school';

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
