import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { hocSinh } from './hoc-sinh';
import { lopMonHoc } from './lop-mon-hoc';
import { lopQuanLy } from './lop-quan-ly';

/*
 * Primary grades (Circular 27) of the Vietnamese programme, beside the Circular 22 tables of `diem-vn.ts`. `ky` is the
 * rating point: GK1 | CK1 | GK2 | CN (mid-term I, end of term I, mid-term II, end of year). Entry windows are rows of
 * `diem_vn_cot_nhap` with the rating point as column (term 1 for GK1/CK1, 2 for GK2/CN); publication and lock are the
 * subject class's terms in `diem_vn_cong_bo`.
 */

/**
 * One primary subject rating of a student at a rating point: HoanThanhTot | HoanThanh | ChuaHoanThanh, the periodic
 * test mark where one is due (integer 1..10), and the teacher's comment. No row = nothing entered.
 */
export const diemVnTieuHoc = pgTable(
  'diem_vn_tieu_hoc',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    ky: text().notNull(),
    mucDat: text(),
    diemKiemTra: smallint(),
    nhanXet: text(),
    /** Starts at 1: a client that saw no entry sends 0, so one created meanwhile answers 409. */
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: integer(),
  },
  (t) => [
    uniqueIndex('diem_vn_tieu_hoc_unique').on(t.lopMonHocId, t.ky, t.hocSinhId),
    index('diem_vn_tieu_hoc_hs').on(t.hocSinhId),
  ],
);

/**
 * Qualities and competences of a primary pupil at a rating point, set by the homeroom teacher: `muc` maps each
 * quality / competence code (PRIMARY_QUALITIES, PRIMARY_COMPETENCES) to Tot | Dat | CanCoGang, with a comment.
 */
export const diemVnPhamChat = pgTable(
  'diem_vn_pham_chat',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    ky: text().notNull(),
    muc: jsonb().notNull(),
    nhanXet: text(),
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_pham_chat_unique').on(t.lopQuanLyId, t.ky, t.hocSinhId)],
);

/** The year result of a primary pupil (HoanThanhXuatSac | HoanThanhTot | HoanThanh | ChuaHoanThanh), stored by the summary. */
export const diemVnTongKetTieuHoc = pgTable(
  'diem_vn_tong_ket_tieu_hoc',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lopQuanLyId: integer()
      .notNull()
      .references(() => lopQuanLy.id, { onDelete: 'cascade' }),
    hocSinhId: integer()
      .notNull()
      .references(() => hocSinh.id),
    /** Null while an entry of the year is missing. */
    ketQua: text(),
    /** Confirmed by the office: read-only afterwards. */
    xacNhan: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diem_vn_tong_ket_tieu_hoc_unique').on(t.lopQuanLyId, t.hocSinhId)],
);
