import { date, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { taiKhoan } from './accounts';
import { lopMonHoc } from './classes';
import { createdAt, id, updatedAt, version } from './columns';

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
