import { z } from 'zod';
import { zListQuery } from '../api';
import type { Authority } from '../auth';
import { CAMBRIDGE_GRADES } from '../grades-cambridge/rules';
import { zIdParam, zIdValue, zInteger, zText } from '../input/primitives';
import './cau-hinh-messages';
import { tongToiDaOf } from './contract';

/**
 * DiemCam's configuration: the Cambridge attributes of subjects (stage, grade scale), the school's versioned
 * conversion scales (thang quy đổi điểm) and copying an exam to other subject classes.
 */

/** Subjects and conversion scales are school-wide settings: the Cambridge grades office keeps them, teachers read. */
export const diemCamCauHinhAuthority = {
  read: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
  write: ['QuanLyDiemCam'],
} as const satisfies Record<'read' | 'write', Authority>;

/** Cambridge stages: Primary, Lower Secondary (Checkpoint), IGCSE. */
export const CAP_DO_CAM = ['primary', 'lowerSecondary', 'igcse'] as const;
export type CapDoCam = (typeof CAP_DO_CAM)[number];

/** Grade scales: A*–G, 9–1, Checkpoint 0–50 with bands. */
export const THANG_DIEM_CAM = ['aStarG', 'nineOne', 'checkpoint'] as const;
export type ThangDiemCam = (typeof THANG_DIEM_CAM)[number];

/** The scales a stage may use: Checkpoint bands for Primary and Lower Secondary, A*–G or 9–1 for IGCSE. */
export const THANG_DIEM_THEO_CAP_DO: Readonly<Record<CapDoCam, readonly ThangDiemCam[]>> = {
  primary: ['checkpoint'],
  lowerSecondary: ['checkpoint'],
  igcse: ['aStarG', 'nineOne'],
};

/** A Cambridge subject with its syllabus code (danh-muc's subject) and its Cambridge attributes (null: not set). */
export const zMonHocCam = z.object({
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  maSyllabus: z.string().nullable(),
  capDo: z.enum(CAP_DO_CAM).nullable(),
  thangDiem: z.enum(THANG_DIEM_CAM).nullable(),
  soLop: z.number().int(),
  version: z.number().int(),
});
export type MonHocCam = z.infer<typeof zMonHocCam>;

export const zMonHocCamListQuery = zListQuery.extend({ capDo: z.enum(CAP_DO_CAM).optional() });
export type MonHocCamListQuery = z.infer<typeof zMonHocCamListQuery>;

export const zMonHocCamInput = z
  .object({
    capDo: z.enum(CAP_DO_CAM, { message: 'diemCam.monHoc.capDo.required' }),
    thangDiem: z.enum(THANG_DIEM_CAM, { message: 'diemCam.monHoc.thangDiem.required' }),
    version: zInteger().optional(),
  })
  .refine((v) => THANG_DIEM_THEO_CAP_DO[v.capDo].includes(v.thangDiem), {
    path: ['thangDiem'],
    message: 'diemCam.monHoc.thangDiem.stage',
  });
export type MonHocCamInput = z.infer<typeof zMonHocCamInput>;

/** A Cambridge subject class the caller manages (where they may create or copy exams). */
export const zLopMonHocCamOption = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  monHocId: z.number().int(),
  tenMonHoc: z.string(),
  maSyllabus: z.string().nullable(),
  tenKhoi: z.string().nullable(),
});
export type LopMonHocCamOption = z.infer<typeof zLopMonHocCamOption>;

export const zLopMonHocCamOptionQuery = z.object({
  namHocId: zIdParam.optional(),
  monHocId: zIdParam.optional(),
});
export type LopMonHocCamOptionQuery = z.infer<typeof zLopMonHocCamOptionQuery>;

/** Copy an exam (components and thresholds, marks not) to other subject classes of the same subject. */
export const zSaoChepBaiThiInput = z.object({
  lopMonHocIds: z
    .array(zIdValue())
    .min(1, { message: 'diemCam.saoChep.required' })
    .max(50, { message: 'diemCam.saoChep.tooMany' }),
});
export type SaoChepBaiThiInput = z.infer<typeof zSaoChepBaiThiInput>;

export const zSaoChepBaiThiResult = z.object({
  baiThi: z.array(z.object({ id: z.number().int(), lopMonHocId: z.number().int(), tenLop: z.string() })),
});
export type SaoChepBaiThiResult = z.infer<typeof zSaoChepBaiThiResult>;

const zKetQua = z.union([
  z.number({ message: 'diemCam.quyTac.ketQua' }).min(0).max(100),
  zText().trim().min(1, { message: 'diemCam.quyTac.ketQua' }).max(20, { message: 'diemCam.quyTac.ketQua' }),
]);

/** One band: a value of at least `min` (a percentage) → result, or a grade → result (A* → 9.5). */
export const zQuyTacBac = z.object({
  min: z.number({ message: 'diemCam.quyTac.min' }).min(0, { message: 'diemCam.quyTac.min' }).max(100).nullish(),
  grade: zText().trim().max(20).nullish(),
  result: zKetQua,
});

/** A conversion rule, stored as the `ConversionScale` of grades-cambridge/rules.ts. */
export const zQuyTac = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('band'),
    bands: z
      .array(zQuyTacBac)
      .min(1, { message: 'diemCam.quyTac.bands' })
      .max(30, { message: 'diemCam.quyTac.bands' })
      .superRefine((bands, ctx) => {
        const byMin = bands.filter((b) => b.min != null);
        const byGrade = bands.filter((b) => b.grade);
        if (byMin.length + byGrade.length !== bands.length || (byMin.length > 0 && byGrade.length > 0)) {
          ctx.addIssue({ code: 'custom', message: 'diemCam.quyTac.mixed' });
          return;
        }
        const keys = bands.map((b) => (b.min != null ? String(b.min) : b.grade!.toUpperCase()));
        if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: 'diemCam.quyTac.duplicate' });
      }),
    below: zKetQua.nullish(),
  }),
  z.object({
    kind: z.literal('linear'),
    divisor: z.number({ message: 'diemCam.quyTac.divisor' }).positive({ message: 'diemCam.quyTac.divisor' }).max(100),
    decimals: z.number().int().min(0).max(3),
  }),
]);
export type QuyTac = z.infer<typeof zQuyTac>;

/** The scope of a scale: year, programme, grade level, subject (null = all). */
export const zPhamViThang = z.object({
  namHocId: zIdValue().nullish(),
  heHocId: zIdValue().nullish(),
  khoiId: zIdValue().nullish(),
  monHocId: zIdValue().nullish(),
});

export const zThangQuyDoiInput = zPhamViThang.extend({
  ten: zText()
    .trim()
    .min(1, { message: 'diemCam.thangQuyDoi.ten.required' })
    .max(200, { message: 'diemCam.ten.tooLong' }),
  quyTac: zQuyTac,
  version: zInteger().optional(),
});
export type ThangQuyDoiInput = z.infer<typeof zThangQuyDoiInput>;

/** One version of a conversion scale. `daDung`: results used it, so an edit makes a new version. */
export const zThangQuyDoi = z.object({
  id: z.number().int(),
  gocId: z.number().int(),
  phienBan: z.number().int(),
  hienHanh: z.boolean(),
  ten: z.string(),
  namHocId: z.number().int().nullable(),
  tenNamHoc: z.string().nullable(),
  heHocId: z.number().int().nullable(),
  tenHeHoc: z.string().nullable(),
  khoiId: z.number().int().nullable(),
  tenKhoi: z.string().nullable(),
  monHocId: z.number().int().nullable(),
  tenMonHoc: z.string().nullable(),
  quyTac: zQuyTac,
  daDung: z.boolean(),
  daDungLuc: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ThangQuyDoi = z.infer<typeof zThangQuyDoi>;

/** The answer to an edit: the version now current, and whether the edit had to make it (the old one was used). */
export const zThangQuyDoiSaved = zThangQuyDoi.extend({ phienBanMoi: z.boolean() });
export type ThangQuyDoiSaved = z.infer<typeof zThangQuyDoiSaved>;

export const zThangQuyDoiListQuery = zListQuery.extend({
  namHocId: zIdParam.optional(),
  heHocId: zIdParam.optional(),
});
export type ThangQuyDoiListQuery = z.infer<typeof zThangQuyDoiListQuery>;

/**
 * What is wrong with an exam's overall thresholds, as the message key the contract answers (null: nothing): a grade
 * other than A*–G, a better grade below a lower one (thresholds must not rise down the grades), or a minimum above
 * the maximum weighted total Σ(max raw mark × weighting). The form checks the same rule as the server while typing.
 */
export function thresholdProblem(
  thresholds: Readonly<Record<string, number | null | undefined>> | null | undefined,
  thanhPhan: readonly { diemToiDa: number; trongSo: number }[],
): string | null {
  const entries = Object.entries(thresholds ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number');
  if (entries.some(([grade]) => !(CAMBRIDGE_GRADES as readonly string[]).includes(grade))) {
    return 'diemCam.nguongDiem.grade';
  }
  const byGrade = Object.fromEntries(entries);
  const present = CAMBRIDGE_GRADES.filter((g) => byGrade[g] !== undefined).map((g) => byGrade[g]!);
  if (present.some((min, i) => i > 0 && min > present[i - 1]!)) return 'diemCam.nguongDiem.order';
  const max = tongToiDaOf(thanhPhan);
  if (present.some((min) => min > max)) return 'diemCam.nguongDiem.aboveMax';
  return null;
}
