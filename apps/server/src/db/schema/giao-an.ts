import type { PlanContent, PlanLayouts } from '@hpl/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { monHoc } from './danh-muc';
import { files } from './files';
import { namHoc } from './nam-hoc';
import { nhanVien } from './nhan-vien';

/* Lesson plans (module giao-an). */

/** Plans written before the sections were a setting (read through `normalisePlanContent`). */
type PlanContent5512 = Record<'mucTieu' | 'thietBi' | 'hoatDong', unknown>;

/**
 * A teacher's lesson plan (Official Letter 5512 appendix IV layout in `noiDung`). Status nhap → cho_duyet →
 * da_duyet / tra_lai → cho_duyet …; `phienBan` counts the submitted versions kept in `giao_an_phien_ban`. The subject
 * classes it serves and the subject's names are stored with it as chosen (read through `lop-mon-hoc`'s entry).
 */
export const giaoAn = pgTable(
  'giao_an',
  {
    id: id(),
    nhanVienId: integer()
      .notNull()
      .references(() => nhanVien.id),
    namHocId: integer()
      .notNull()
      .references(() => namHoc.id),
    monHocId: integer()
      .notNull()
      .references(() => monHoc.id),
    tenMonHoc: text().notNull(),
    tenMonHocEn: text(),
    lopMonHoc: jsonb().$type<{ id: number; tenLop: string }[]>().notNull(),
    tieuDe: text().notNull(),
    tuan: integer().notNull(),
    tiet: integer().notNull(),
    noiDung: jsonb().$type<PlanContent | PlanContent5512>().notNull(),
    trangThai: text().notNull().default('nhap'),
    phienBan: integer().notNull().default(0),
    ngayNop: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('giao_an_nhan_vien').on(t.nhanVienId, t.trangThai),
    index('giao_an_trang_thai').on(t.trangThai, t.ngayNop),
  ],
);

/** Every submitted version of a plan, kept as it was sent (the approver's diff compares two of them). */
export const giaoAnPhienBan = pgTable(
  'giao_an_phien_ban',
  {
    id: id(),
    giaoAnId: integer()
      .notNull()
      .references(() => giaoAn.id, { onDelete: 'cascade' }),
    phienBan: integer().notNull(),
    noiDung: jsonb().$type<PlanContent | PlanContent5512>().notNull(),
    tenTep: jsonb().$type<string[]>().notNull(),
    ngayNop: createdAt(),
  },
  (t) => [uniqueIndex('giao_an_phien_ban_so').on(t.giaoAnId, t.phienBan)],
);

/** Files attached to a plan (DOCX, PPTX, PDF, images; the type decided from the bytes). */
export const giaoAnTep = pgTable(
  'giao_an_tep',
  {
    id: id(),
    giaoAnId: integer()
      .notNull()
      .references(() => giaoAn.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
    tenTep: text().notNull(),
    mimeType: text().notNull(),
    kichThuoc: integer().notNull(),
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('giao_an_tep_giao_an').on(t.giaoAnId), index('giao_an_tep_file').on(t.fileId)],
);

/** The approver's comments, per section or on the whole plan (`muc` = chung), with the decision they came with. */
export const giaoAnNhanXet = pgTable(
  'giao_an_nhan_xet',
  {
    id: id(),
    giaoAnId: integer()
      .notNull()
      .references(() => giaoAn.id, { onDelete: 'cascade' }),
    phienBan: integer().notNull(),
    muc: text().notNull(),
    noiDung: text().notNull(),
    hanhDong: text().notNull(),
    nguoiNhanXetId: integer()
      .notNull()
      .references(() => nhanVien.id),
    createdAt: createdAt(),
  },
  (t) => [index('giao_an_nhan_xet_giao_an').on(t.giaoAnId)],
);

/**
 * The school's lesson-plan settings, one row (id 1; absent = defaults): whether an approved plan goes on to a second
 * approver (a deputy principal) and who they are, and the sections of a new plan per programme (null: the seeded
 * 5512 / Cambridge layouts). Edited on `quanlynhansu/caidatchuyenmon`.
 */
export const giaoAnCaiDat = pgTable('giao_an_cai_dat', {
  id: integer().primaryKey(),
  duyetCap2: boolean().notNull().default(false),
  nguoiDuyetCap2Ids: jsonb().$type<number[]>().notNull().default([]),
  mucGiaoAn: jsonb().$type<PlanLayouts>(),
  version: version(),
  updatedAt: updatedAt(),
});
