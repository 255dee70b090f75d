import { z } from 'zod';
import { zListQuery } from '../api';
import { crossFieldRule } from '../input/cross-field';
import { zIdParam, zIdValue, zInteger, zIntegerParam, zIsoDate, zText } from '../input/primitives';
import { SCORE_CEILING, SCORE_FLOOR } from './rubric';
import './messages';

export * from './rubric';

/** scheduled → draft → submitted → acknowledged by the observed teacher → locked. */
export const OBSERVATION_STATUSES = ['da_len_lich', 'nhap', 'da_nop', 'da_xac_nhan', 'da_khoa'] as const;
export type ObservationStatus = (typeof OBSERVATION_STATUSES)[number];
export const OBSERVATION_ACTIONS = ['view', 'fill', 'submit', 'acknowledge', 'lock', 'delete'] as const;
export type ObservationAction = (typeof OBSERVATION_ACTIONS)[number];
export const OBSERVATION_RELATIONS = ['observed', 'observer', 'organiser', 'hr', 'other'] as const;
export type ObservationRelation = (typeof OBSERVATION_RELATIONS)[number];

export const zPerson = z.object({ id: z.number().int(), hoTen: z.string() });

export const zBienBanDuGio = z.object({
  id: z.number().int(),
  ngay: z.string(),
  tiet: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLop: z.string(),
  tenMonHoc: z.string(),
  giaoVien: zPerson,
  tenPhongBan: z.string().nullable(),
  nguoiDu: z.array(zPerson),
  trangThai: z.enum(OBSERVATION_STATUSES),
  /** Mean of the scores given (null until scored), on the observation's scale. */
  diemTrungBinh: z.number().nullable(),
  /** The score scale the observation was scheduled with. */
  diemToiThieu: z.number().int(),
  diemToiDa: z.number().int(),
  version: z.number().int(),
});
export type BienBanDuGio = z.infer<typeof zBienBanDuGio>;

const zRubricKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { message: 'duGio.tieuChi.key' });
const RUBRIC_CRITERIA_MAX = 40;

/** A whole number within the bounds every scale stays in (the observation's own scale is the service's check). */
const zScore = (message: string) =>
  z.number({ message }).int({ message }).min(SCORE_FLOOR, { message }).max(SCORE_CEILING, { message });

/** Scores by criterion key (the observation's own rubric and scale decide which keys and values count). */
export const zScores = z
  .record(zRubricKey, zScore('duGio.diem.range'))
  .refine((v) => Object.keys(v).length <= RUBRIC_CRITERIA_MAX, { message: 'duGio.tieuChi.tooMany' });

const zRubricText = (max: number) =>
  zText({ message: 'duGio.tieuChi.text' })
    .trim()
    .min(1, { message: 'duGio.tieuChi.text' })
    .max(max, { message: 'duGio.tieuChi.textTooLong' });
/** The observation rubric: groups of criteria, each text in both languages (a school setting). */
export const zRubric = z
  .array(
    z.object({
      ma: zRubricKey,
      tieuDe: zRubricText(300),
      tieuDeEn: zRubricText(300),
      tieuChi: z
        .array(z.object({ ma: zRubricKey, noiDung: zRubricText(1000), noiDungEn: zRubricText(1000) }))
        .min(1, { message: 'duGio.tieuChi.emptyGroup' })
        .max(RUBRIC_CRITERIA_MAX, { message: 'duGio.tieuChi.tooMany' }),
    }),
  )
  .min(1, { message: 'duGio.tieuChi.none' })
  .max(10, { message: 'duGio.tieuChi.tooMany' });

/** The rubric setting (`quanlynhansu/caidatchuyenmon`): criteria and score scale, with the version read. */
export const zDuGioCaiDat = z.object({
  tieuChi: zRubric,
  diemToiThieu: z.number().int(),
  diemToiDa: z.number().int(),
  version: z.number().int(),
});
export type DuGioCaiDat = z.infer<typeof zDuGioCaiDat>;
/** Saving the setting with the version read (409 if someone saved first); the lowest score below the highest. */
export const zDuGioCaiDatInput = z
  .object({
    tieuChi: zRubric,
    diemToiThieu: zScore('duGio.thangDiem.range'),
    diemToiDa: zScore('duGio.thangDiem.range'),
    version: zInteger().optional(),
  })
  .refine(
    ...crossFieldRule({
      fields: ['diemToiThieu', 'diemToiDa'],
      path: 'diemToiDa',
      message: 'duGio.thangDiem.order',
      check: (v: { diemToiThieu?: number; diemToiDa?: number }) =>
        v.diemToiThieu === undefined || v.diemToiDa === undefined || v.diemToiThieu < v.diemToiDa,
    }),
  );
export type DuGioCaiDatInput = z.infer<typeof zDuGioCaiDatInput>;

export const zBienBanDuGioChiTiet = zBienBanDuGio.extend({
  /** The rubric the observation was scheduled with (its scale: `diemToiThieu`–`diemToiDa`). */
  tieuChi: zRubric,
  diem: z.record(z.string(), z.number().int()),
  uuDiem: z.string(),
  gopY: z.string(),
  phanHoi: z.string(),
  quanHe: z.enum(OBSERVATION_RELATIONS),
  hanhDong: z.array(z.enum(OBSERVATION_ACTIONS)),
});
export type BienBanDuGioChiTiet = z.infer<typeof zBienBanDuGioChiTiet>;

const zLong = zText({ message: 'duGio.text.invalid' }).max(10_000, { message: 'duGio.text.tooLong' });

/** Scheduling: the observed teacher, a lesson of theirs from the published timetable, the observers. */
export const zDuGioInput = z.object({
  giaoVienId: zIdValue('duGio.giaoVien.required'),
  ngay: zIsoDate(),
  tietHocId: zIdValue('duGio.tietHoc.required'),
  nguoiDuIds: z.array(zIdValue()).max(10).default([]),
});
export type DuGioInput = z.input<typeof zDuGioInput>;

/** The observers' minute: scores per criterion, strengths, suggestions. */
export const zBienBanInput = z.object({
  diem: zScores,
  uuDiem: zLong,
  gopY: zLong,
  version: zInteger(),
});
export type BienBanInput = z.infer<typeof zBienBanInput>;

export const zDuGioAck = z.object({ phanHoi: zLong.default(''), version: zInteger() });
export const zDuGioVersion = z.object({ version: zInteger() });

/** A term (học kỳ 1, 2) of the active year: observations whose day falls within its dates. */
const zTermFilter = zIntegerParam(1, 2).optional();
export const zDuGioListQuery = zListQuery.extend({
  trangThai: z.enum(OBSERVATION_STATUSES).optional(),
  hocKy: zTermFilter,
});
export type DuGioListQuery = z.infer<typeof zDuGioListQuery>;

/** A lesson of the observed teacher on a day (published timetable). */
export const zTietDay = z.object({
  id: z.number().int(),
  tiet: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLop: z.string(),
  tenMonHoc: z.string(),
});
export type TietDay = z.infer<typeof zTietDay>;
export const zTietDayQuery = z.object({ giaoVienId: zIdParam, ngay: zIsoDate() });

/**
 * HR's figures with the scale their means are on: the school's current one (an observation scheduled on another
 * scale counts with its mean carried over linearly, so a change of scale during the year does not skew them).
 */
const zOnScale = <T extends z.ZodType>(row: T) =>
  z.object({ diemToiThieu: z.number().int(), diemToiDa: z.number().int(), dong: z.array(row) });

/** HR's statistics: per department, how many observations in each state and the mean score. */
export const zDuGioThongKe = z.object({
  phongBan: z.string().nullable(),
  soLuong: z.number().int(),
  theoTrangThai: z.record(z.string(), z.number().int()),
  diemTrungBinh: z.number().nullable(),
});
export type DuGioThongKe = z.infer<typeof zDuGioThongKe>;
export const zDuGioThongKeTheoPhongBan = zOnScale(zDuGioThongKe);
export type DuGioThongKeTheoPhongBan = z.infer<typeof zDuGioThongKeTheoPhongBan>;

export const zDuGioThongKeQuery = z.object({ hocKy: zTermFilter });
export type DuGioThongKeQuery = z.infer<typeof zDuGioThongKeQuery>;

/** HR's counts per teacher: observations of them (by status, with their mean) and observations they attended. */
export const zDuGioThongKeGiaoVien = z.object({
  giaoVienId: z.number().int(),
  hoTen: z.string(),
  phongBan: z.string().nullable(),
  soLanDuocDu: z.number().int(),
  theoTrangThai: z.record(z.string(), z.number().int()),
  diemTrungBinh: z.number().nullable(),
  soLanDuGio: z.number().int(),
});
export type DuGioThongKeGiaoVien = z.infer<typeof zDuGioThongKeGiaoVien>;
export const zDuGioThongKeTheoGiaoVien = zOnScale(zDuGioThongKeGiaoVien);
export type DuGioThongKeTheoGiaoVien = z.infer<typeof zDuGioThongKeTheoGiaoVien>;
