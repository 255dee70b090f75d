import { date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { lopMonHoc } from './lop-mon-hoc';
import { namHoc } from './nam-hoc';
import { taiKhoan } from './tai-khoan';

/* Student surveys of teaching (module khao-sat-giao-vien). */

/**
 * A survey campaign: the teachers of one programme's subject classes (VN | CAM) of a school year, rated by their
 * students on 1–5 questions (scores 1–5) and a free comment, open from `tuNgay` to `denNgay` inclusive.
 * `muoi` is the campaign's random salt for the students' uniqueness hashes; no API answer carries it.
 */
export const khaoSatGiaoVien = pgTable('khao_sat_giao_vien', {
  id: id(),
  ten: text().notNull(),
  chuongTrinh: text().notNull(),
  namHocId: integer()
    .notNull()
    .references(() => namHoc.id),
  cauHoi: jsonb().$type<string[]>().notNull(),
  tuNgay: date().notNull(),
  denNgay: date().notNull(),
  muoi: text().notNull(),
  nguoiTaoId: integer().references(() => taiKhoan.id),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One anonymous answer: the subject class and the scores, NO student column. Statistics read only this table.
 * `diem1`…`diem5` follow the campaign's questions (null past the last one).
 */
export const khaoSatTraLoi = pgTable(
  'khao_sat_tra_loi',
  {
    id: id(),
    khaoSatId: integer()
      .notNull()
      .references(() => khaoSatGiaoVien.id, { onDelete: 'cascade' }),
    lopMonHocId: integer()
      .notNull()
      .references(() => lopMonHoc.id),
    diem1: smallint().notNull(),
    diem2: smallint(),
    diem3: smallint(),
    diem4: smallint(),
    diem5: smallint(),
    nhanXet: text().notNull().default(''),
    /** `hoc_sinh` from the students' card, `nhap_ngoai` from an imported spreadsheet. */
    nguon: text().notNull().default('hoc_sinh'),
  },
  (t) => [index('khao_sat_tra_loi_lop').on(t.khaoSatId, t.lopMonHocId)],
);

/**
 * The uniqueness link, kept apart from the answers: one row per (campaign, subject class, student), the student
 * named only by `maHocSinh` = SHA-256 of the campaign's salt, the class and the student id. Only the uniqueness check
 * (and the student finding their own answer to edit it, by recomputing the hash from the session) reads this table;
 * no statistics, export or list joins it, so no screen or API answer links an answer to a student.
 */
export const khaoSatPhieu = pgTable(
  'khao_sat_phieu',
  {
    khaoSatId: integer()
      .notNull()
      .references(() => khaoSatGiaoVien.id, { onDelete: 'cascade' }),
    maHocSinh: text().notNull(),
    traLoiId: integer()
      .notNull()
      .references(() => khaoSatTraLoi.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('khao_sat_phieu_unique').on(t.khaoSatId, t.maHocSinh)],
);
