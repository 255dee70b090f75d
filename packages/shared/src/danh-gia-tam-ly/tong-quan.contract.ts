import { z } from 'zod';
import { zIdParam } from '../input/primitives';
import { zDotDanhGia } from './dot-danh-gia.contract';
import { zTamLyText } from './instrument';

/** Aggregates of fewer respondents are never shown (a class of 3 would all but name its students). */
export const MIN_RESPONDENTS = 5;

const zBandCount = z.object({ key: z.string(), label: zTamLyText, followUp: z.boolean(), count: z.number().int() });

/** One subscale of a campaign: its mean final score and how many students fall in each band. */
export const zGroupSummary = z.object({
  group: z.string(),
  title: zTamLyText,
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  bands: z.array(zBandCount),
});
export type GroupSummary = z.infer<typeof zGroupSummary>;

/** `tongQuanDanhGiaCauTraLoi`: a campaign's response rate and subscale results by band (hidden below 5 answers). */
export const zTongQuanDot = z.object({
  dot: zDotDanhGia,
  soDoiTuong: z.number().int(),
  soDaNop: z.number().int(),
  soCanTheoDoi: z.number().int().nullable(),
  an: z.boolean(),
  groups: z.array(zGroupSummary),
});
export type TongQuanDot = z.infer<typeof zTongQuanDot>;

/** `tongQuanNhomCauHoiTamLyLopMonHoc`: one class's subscale means — aggregates only, null below 5 respondents. */
export const zTongQuanLop = z.object({
  lopId: z.number().int(),
  tenLop: z.string(),
  khoiId: z.number().int(),
  soHocSinh: z.number().int(),
  soDaNop: z.number().int(),
  soCanTheoDoi: z.number().int().nullable(),
  an: z.boolean(),
  groups: z.array(z.object({ group: z.string(), mean: z.number().nullable(), followUp: z.number().int().nullable() })),
});
export type TongQuanLop = z.infer<typeof zTongQuanLop>;

/** A student whose score fell in a follow-up band: an individual result (reading the list is audit-logged). */
export const zCanTheoDoi = z.object({
  phieuId: z.number().int(),
  hocSinhId: z.number().int(),
  hoTen: z.string(),
  maHocSinh: z.string(),
  tenLop: z.string().nullable(),
  nopLuc: z.string(),
  ketQua: z.array(
    z.object({ group: z.string(), score: z.number(), band: z.string().nullable(), followUp: z.boolean() }),
  ),
});
export type CanTheoDoi = z.infer<typeof zCanTheoDoi>;

/** `tongQuanCauTraLoiTungHocSinh`: one student's answer sets and scores, this campaign and earlier ones (audit-logged). */
export const zKetQuaTamLyHocSinh = z.object({
  hocSinhId: z.number().int(),
  hoTen: z.string(),
  maHocSinh: z.string(),
  phieu: z.array(
    z.object({
      phieuId: z.number().int(),
      dotId: z.number().int(),
      tenDot: z.string(),
      tenBai: z.string(),
      tenBaiEn: z.string(),
      nopLuc: z.string(),
      ketQua: z.array(
        z.object({
          group: z.string(),
          title: zTamLyText,
          score: z.number(),
          band: z.string().nullable(),
          bandLabel: zTamLyText.nullable(),
          followUp: z.boolean(),
        }),
      ),
      cauTraLoi: z.array(
        z.object({ key: z.string(), text: zTamLyText, answer: zTamLyText.nullable(), reverse: z.boolean() }),
      ),
    }),
  ),
});
export type KetQuaTamLyHocSinh = z.infer<typeof zKetQuaTamLyHocSinh>;

/** `bieuDoSoSanh`: a class against its grade level and the school, or two campaigns of one instrument. */
export const zSoSanhQuery = z.object({
  dotId: zIdParam,
  lopId: zIdParam.optional(),
  dotSoSanhId: zIdParam.optional(),
});
export const zSoSanh = z.object({
  groups: z.array(z.object({ group: z.string(), title: zTamLyText })),
  series: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      soDaNop: z.number().int(),
      an: z.boolean(),
      means: z.array(z.number().nullable()),
    }),
  ),
});
export type SoSanh = z.infer<typeof zSoSanh>;
