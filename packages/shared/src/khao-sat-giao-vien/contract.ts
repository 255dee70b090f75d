import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

/** A campaign rates the teachers of one programme: national (VN) or Cambridge (CAM). */
export const SURVEY_PROGRAMMES = ['VN', 'CAM'] as const;
export type SurveyProgramme = (typeof SURVEY_PROGRAMMES)[number];
export const SURVEY_QUESTIONS_MAX = 5;
export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 5;
/** A teacher sees their results only with at least this many answers (fewer could point at a student). */
export const SURVEY_MIN_ANSWERS = 5;

export const SURVEY_STATES = ['sap_mo', 'dang_mo', 'da_dong'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

/** The state of a campaign on a school day: open from `tuNgay` to `denNgay` inclusive. */
export function surveyStateOn(campaign: { tuNgay: string; denNgay: string }, today: string): SurveyState {
  if (today < campaign.tuNgay) return 'sap_mo';
  return today > campaign.denNgay ? 'da_dong' : 'dang_mo';
}

export const zKhaoSatGiaoVien = z.object({
  id: z.number().int(),
  ten: z.string(),
  chuongTrinh: z.enum(SURVEY_PROGRAMMES),
  cauHoi: z.array(z.string()),
  tuNgay: z.string(),
  denNgay: z.string(),
  trangThai: z.enum(SURVEY_STATES),
  soPhieu: z.number().int(),
  version: z.number().int(),
});
export type KhaoSatGiaoVien = z.infer<typeof zKhaoSatGiaoVien>;

const zQuestion = zText({ message: 'khaoSat.cauHoi.invalid' })
  .trim()
  .min(1, { message: 'khaoSat.cauHoi.required' })
  .max(300, { message: 'khaoSat.cauHoi.tooLong' });

/** Create and edit a campaign; an edit carries the version it was based on (a stale one answers 409). */
export const zKhaoSatGiaoVienInput = z
  .object({
    ten: zText({ message: 'khaoSat.ten.invalid' })
      .trim()
      .min(1, { message: 'khaoSat.ten.required' })
      .max(200, { message: 'khaoSat.ten.tooLong' }),
    chuongTrinh: z.enum(SURVEY_PROGRAMMES),
    cauHoi: z
      .array(zQuestion)
      .min(1, { message: 'khaoSat.cauHoi.count' })
      .max(SURVEY_QUESTIONS_MAX, { message: 'khaoSat.cauHoi.count' }),
    tuNgay: zIsoDate(),
    denNgay: zIsoDate(),
    version: zInteger().optional(),
  })
  .refine((v) => v.tuNgay <= v.denNgay, { message: 'khaoSat.denNgay.beforeStart', path: ['denNgay'] });
export type KhaoSatGiaoVienInput = z.infer<typeof zKhaoSatGiaoVienInput>;

export const zKhaoSatGiaoVienListQuery = zListQuery.extend({ chuongTrinh: z.enum(SURVEY_PROGRAMMES).optional() });
export type KhaoSatGiaoVienListQuery = z.infer<typeof zKhaoSatGiaoVienListQuery>;

/** A student's answer for one subject class: one score per question, an optional comment. */
export const zKhaoSatTraLoiInput = z.object({
  lopMonHocId: zIdValue('khaoSat.lopMonHoc.required'),
  diem: z.array(zInteger(SURVEY_SCORE_MIN, SURVEY_SCORE_MAX)).min(1).max(SURVEY_QUESTIONS_MAX),
  nhanXet: zText({ message: 'khaoSat.nhanXet.invalid' })
    .trim()
    .max(2000, { message: 'khaoSat.nhanXet.tooLong' })
    .default(''),
});
export type KhaoSatTraLoiInput = z.input<typeof zKhaoSatTraLoiInput>;

/** The home card: the open campaigns of the signed-in student, each subject class with the student's own answer. */
export const zKhaoSatCuaToi = z.object({
  id: z.number().int(),
  ten: z.string(),
  cauHoi: z.array(z.string()),
  denNgay: z.string(),
  lop: z.array(
    z.object({
      lopMonHocId: z.number().int(),
      tenLop: z.string(),
      tenMonHoc: z.string(),
      giaoVien: z.array(z.string()),
      traLoi: z.object({ diem: z.array(z.number().int()), nhanXet: z.string() }).nullable(),
    }),
  ),
});
export type KhaoSatCuaToi = z.infer<typeof zKhaoSatCuaToi>;

/** Mean and distribution (count of 1 … 5) of one question. */
export const zCauHoiThongKe = z.object({
  cauHoi: z.string(),
  trungBinh: z.number().nullable(),
  phanBo: z.array(z.number().int()),
});
export type CauHoiThongKe = z.infer<typeof zCauHoiThongKe>;

/**
 * A teacher's own results of one closed campaign. Below SURVEY_MIN_ANSWERS answers `duDieuKien` is false and no
 * scores or comments are given; comments are a list in text order (not the order they came in), with no identities.
 */
export const zKetQuaCuaToi = z.object({
  id: z.number().int(),
  ten: z.string(),
  chuongTrinh: z.enum(SURVEY_PROGRAMMES),
  denNgay: z.string(),
  soPhieu: z.number().int(),
  duDieuKien: z.boolean(),
  trungBinh: z.number().nullable(),
  cauHoi: z.array(zCauHoiThongKe),
  nhanXet: z.array(z.string()),
});
export type KetQuaCuaToi = z.infer<typeof zKetQuaCuaToi>;

export const zThongKeQuery = z.object({ khaoSatId: zIdParam });

const zRow = z.object({
  soPhieu: z.number().int(),
  /** Per question; null below the threshold. */
  diem: z.array(z.number().nullable()),
  trungBinh: z.number().nullable(),
});

/** The school's statistics of one campaign: per teacher, per department and per question. */
export const zThongKeKhaoSat = z.object({
  khaoSat: zKhaoSatGiaoVien,
  cauHoi: z.array(zCauHoiThongKe),
  giaoVien: z.array(
    zRow.extend({ nhanVienId: z.number().int(), hoTen: z.string(), tenPhongBan: z.string().nullable() }),
  ),
  phongBan: z.array(zRow.extend({ phongBanId: z.number().int().nullable(), tenPhongBan: z.string().nullable() })),
});
export type ThongKeKhaoSat = z.infer<typeof zThongKeKhaoSat>;

/** Import of an external survey's spreadsheet export: `thuNghiem` (the default) only checks. */
export const zNhapKhaoSatQuery = z.object({
  thuNghiem: z
    .enum(['true', 'false'], { message: 'khaoSat.import.thuNghiem' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapKhaoSatResult = z.object({
  /** Data rows read. */
  soDong: z.number().int(),
  /** Answers imported (or that would be). */
  soPhieu: z.number().int(),
  loi: z.array(z.object({ dong: z.number().int(), cot: z.string().nullable(), thongBao: z.string() })),
  daLuu: z.boolean(),
});
export type NhapKhaoSatResult = z.infer<typeof zNhapKhaoSatResult>;
