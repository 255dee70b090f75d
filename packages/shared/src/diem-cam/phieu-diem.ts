import { z } from 'zod';
import { zId } from '../api';
import type { Authority } from '../auth';
import { zIdValue, zText } from '../input/primitives';
import { registerMessages } from '../messages';
import { LOAI_BAI_THI_CAM } from './contract';

/**
 * Cambridge report cards (`quanlydiemcam/xuatphieudiem`, PDF in English) and statistics across exams and years
 * (`quanlydiemcam/thongkediem`, staff only). Only published (or locked) results appear on either.
 */
export const diemCamPhieuDiemAuthority = {
  /** Report cards: the office and teachers (for the Cambridge subject classes they teach: the policy's business). */
  read: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
  /** Statistics across every class: the Cambridge office only. */
  statistics: ['QuanLyDiemCam'],
} as const satisfies Record<'read' | 'statistics', Authority>;

/** Effort levels printed on the card: 1 = excellent … 4 = needs improvement. */
export const MUC_NO_LUC = [1, 2, 3, 4] as const;

export const zPhieuDiemCamQuery = z.object({ namHocId: zId.optional() });
export type PhieuDiemCamQuery = z.infer<typeof zPhieuDiemCamQuery>;

/** The teacher's comment and effort for students of one exam (`PUT /api/DiemCam/ketQua/:id/nhanXet`). */
export const zNhanXetCamInput = z.object({
  dong: z
    .array(
      z.object({
        hocSinhId: zIdValue(),
        nhanXet: zText().trim().max(1000, { message: 'diemCam.nhanXet.tooLong' }).nullable(),
        noLuc: z
          .number()
          .int()
          .min(1, { message: 'diemCam.noLuc.range' })
          .max(4, { message: 'diemCam.noLuc.range' })
          .nullable(),
      }),
    )
    .min(1)
    .max(500),
});
export type NhanXetCamInput = z.infer<typeof zNhanXetCamInput>;

/** A student's comment and effort in one exam (`GET /api/DiemCam/ketQua/:id/nhanXet`); `coKetQua`: a result row exists. */
export const zNhanXetCam = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  coKetQua: z.boolean(),
  nhanXet: z.string().nullable(),
  noLuc: z.number().int().nullable(),
});
export type NhanXetCam = z.infer<typeof zNhanXetCam>;

/** One student in the report-card list of a subject class. */
export const zHocSinhPhieuDiemCam = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  soKetQua: z.number().int(),
});
export type HocSinhPhieuDiemCam = z.infer<typeof zHocSinhPhieuDiemCam>;

export const zThongKeCamQuery = z.object({
  monHocId: zId.optional(),
  namHocId: zId.optional(),
  loai: z.enum(LOAI_BAI_THI_CAM).optional(),
});
export type ThongKeCamQuery = z.infer<typeof zThongKeCamQuery>;

const zGradeCount = z.object({ xepLoai: z.string(), soLuong: z.number().int() });

/** Statistics across published exams: distribution per subject and cohort, trend over series, value added. */
export const zThongKeCam = z.object({
  /** Grade distribution per subject and cohort (the year of the subject class). */
  phanBo: z.array(
    z.object({
      monHocId: z.number().int(),
      tenMonHoc: z.string(),
      khoaHoc: z.string(),
      soKetQua: z.number().int(),
      xepLoai: z.array(zGradeCount),
    }),
  ),
  /** Per subject and exam series (year-month of the exam): mean percentage and share at grade C or better. */
  xuHuong: z.array(
    z.object({
      monHocId: z.number().int(),
      tenMonHoc: z.string(),
      dot: z.string(),
      soKetQua: z.number().int(),
      trungBinhPhanTram: z.number().nullable(),
      tiLeDatC: z.number().nullable(),
    }),
  ),
  /** Value added: each IGCSE subject's mean residual of IGCSE points against students with the same Checkpoint range. */
  giaTriGiaTang: z.array(z.object({ tenMonHoc: z.string(), soHocSinh: z.number().int(), giaTri: z.number() })),
  soKetQua: z.number().int(),
});
export type ThongKeCam = z.infer<typeof zThongKeCam>;

registerMessages({
  'diemCam.nhanXet.tooLong': { vi: 'Nhận xét dài tối đa 1000 ký tự.', en: 'A comment has at most 1000 characters.' },
  'diemCam.noLuc.range': { vi: 'Mức nỗ lực từ 1 đến 4.', en: 'Effort is from 1 to 4.' },
  'diemCam.nhanXet.noResult': {
    vi: 'Học sinh chưa có kết quả của bài thi: nhập điểm trước khi nhận xét.',
    en: 'The student has no result in this exam yet: enter the marks before the comment.',
  },
});
