import { z } from 'zod';
import { zListQuery } from '../api';
import { CAMBRIDGE_GRADES, weightedTotal } from '../grades-cambridge/rules';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

/** Kinds of Cambridge exams: class test, Progression Test, mock, Checkpoint, an external series. */
export const LOAI_BAI_THI_CAM = ['kiemTraLop', 'progressionTest', 'thiThu', 'checkpoint', 'kyThiNgoai'] as const;
export type LoaiBaiThiCam = (typeof LOAI_BAI_THI_CAM)[number];

/** Marks flow: entry open → submitted → checked by the head of department → published → locked. */
export const TRANG_THAI_BAI_THI_CAM = ['dangNhap', 'daNop', 'daKiemTra', 'daCongBo', 'daKhoa'] as const;
export type TrangThaiBaiThiCam = (typeof TRANG_THAI_BAI_THI_CAM)[number];

/** One component of an exam: its maximum raw mark and its weighting in the weighted total. */
export const zThanhPhanInput = z.object({
  ten: zText()
    .trim()
    .min(1, { message: 'diemCam.thanhPhan.ten.required' })
    .max(200, { message: 'diemCam.ten.tooLong' }),
  diemToiDa: z
    .number({ message: 'diemCam.thanhPhan.diemToiDa.invalid' })
    .positive({ message: 'diemCam.thanhPhan.diemToiDa.invalid' })
    .max(1000, { message: 'diemCam.thanhPhan.diemToiDa.invalid' }),
  trongSo: z
    .number({ message: 'diemCam.thanhPhan.trongSo.invalid' })
    .positive({ message: 'diemCam.thanhPhan.trongSo.invalid' })
    .max(100, { message: 'diemCam.thanhPhan.trongSo.invalid' })
    .default(1),
});
export type ThanhPhanInput = z.infer<typeof zThanhPhanInput>;

/** Overall grade thresholds of an option: grade → minimum weighted total (A* exists only overall). */
export const zNguongDiem = z
  .record(
    z.string(),
    z
      .number({ message: 'diemCam.nguongDiem.invalid' })
      .min(0, { message: 'diemCam.nguongDiem.invalid' })
      .max(100_000, { message: 'diemCam.nguongDiem.invalid' }),
  )
  .refine((t) => Object.keys(t).every((g) => (CAMBRIDGE_GRADES as readonly string[]).includes(g)), {
    message: 'diemCam.nguongDiem.grade',
  });
export type NguongDiem = z.infer<typeof zNguongDiem>;

/** The maximum weighted total of components: Σ(maximum raw mark × weighting). */
export function tongToiDaOf(thanhPhan: readonly { diemToiDa: number; trongSo: number }[]): number {
  return weightedTotal(thanhPhan.map((c) => ({ raw: c.diemToiDa, weighting: c.trongSo })));
}

/** Create and edit an exam of a subject class; an edit carries the version it was based on (stale → 409). */
export const zBaiThiCamInput = z
  .object({
    lopMonHocId: zIdValue(),
    ten: zText().trim().min(1, { message: 'diemCam.ten.required' }).max(200, { message: 'diemCam.ten.tooLong' }),
    loai: z.enum(LOAI_BAI_THI_CAM),
    ngayThi: zIsoDate().nullish(),
    thanhPhan: z
      .array(zThanhPhanInput)
      .min(1, { message: 'diemCam.thanhPhan.required' })
      .max(10, { message: 'diemCam.thanhPhan.tooMany' }),
    nguongDiem: zNguongDiem.nullish(),
    version: zInteger().optional(),
  })
  .superRefine((input, ctx) => {
    const thresholds = input.nguongDiem;
    if (!thresholds) return;
    const present = CAMBRIDGE_GRADES.filter((g) => thresholds[g] !== undefined).map((g) => thresholds[g]!);
    if (present.some((min, i) => i > 0 && min > present[i - 1]!)) {
      ctx.addIssue({ code: 'custom', path: ['nguongDiem'], message: 'diemCam.nguongDiem.order' });
    }
    const max = tongToiDaOf(input.thanhPhan);
    if (present.some((min) => min > max)) {
      ctx.addIssue({ code: 'custom', path: ['nguongDiem'], message: 'diemCam.nguongDiem.aboveMax' });
    }
  });
export type BaiThiCamInput = z.infer<typeof zBaiThiCamInput>;

export const zThanhPhan = z.object({
  id: z.number().int(),
  ten: z.string(),
  diemToiDa: z.number(),
  trongSo: z.number(),
  thuTu: z.number().int(),
});
export type ThanhPhan = z.infer<typeof zThanhPhan>;

/** One exam as the API answers it, with its subject class, components and thresholds. */
export const zBaiThiCam = z.object({
  id: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLop: z.string(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  maSyllabus: z.string().nullable(),
  ten: z.string(),
  loai: z.enum(LOAI_BAI_THI_CAM),
  ngayThi: z.string().nullable(),
  trangThai: z.enum(TRANG_THAI_BAI_THI_CAM),
  thanhPhan: z.array(zThanhPhan),
  nguongDiem: zNguongDiem.nullable(),
  tongToiDa: z.number(),
  version: z.number().int(),
});
export type BaiThiCam = z.infer<typeof zBaiThiCam>;

export const zBaiThiCamListQuery = zListQuery.extend({
  lopMonHocId: zIdParam.optional(),
});
export type BaiThiCamListQuery = z.infer<typeof zBaiThiCamListQuery>;
