import { z } from 'zod';
import { zListQuery } from '../api';
import { zInteger } from '../input/primitives';
import { zTamLyDefinition } from './instrument';
import './messages';

export * from './instrument';

/** Who answers an instrument: the student about themself, or a teacher about a student. */
export const NGUOI_TRA_LOI = ['HocSinh', 'GiaoVien'] as const;
export const zNguoiTraLoi = z.enum(NGUOI_TRA_LOI);

/** One version of an instrument in the list. A version used by a campaign is never edited (`daSuDung`). */
export const zBaiDanhGiaSummary = z.object({
  id: z.number().int(),
  ma: z.string(),
  phienBan: z.number().int(),
  ten: z.string(),
  tenEn: z.string(),
  nguoiTraLoi: zNguoiTraLoi,
  nguon: z.string(),
  giayPhep: z.string(),
  soCauHoi: z.number().int(),
  soNhom: z.number().int(),
  daSuDung: z.boolean(),
  ngungSuDung: z.boolean(),
  version: z.number().int(),
});
export type BaiDanhGiaSummary = z.infer<typeof zBaiDanhGiaSummary>;

export const zBaiDanhGia = zBaiDanhGiaSummary.extend({ moTa: z.string().nullable(), dinhNghia: zTamLyDefinition });
export type BaiDanhGia = z.infer<typeof zBaiDanhGia>;

const text = (max: number, key: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `danhGiaTamLy.${key}.required` })
    .max(max, { message: `danhGiaTamLy.${key}.tooLong` });

/** Create or edit an unused version; an edit carries the version it was based on (a stale one answers 409). */
export const zBaiDanhGiaInput = z.object({
  ma: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'danhGiaTamLy.ma.invalid' }),
  ten: text(200, 'ten'),
  tenEn: text(200, 'ten'),
  moTa: z.string().trim().max(2000, { message: 'danhGiaTamLy.moTa.tooLong' }).nullish(),
  nguoiTraLoi: zNguoiTraLoi,
  nguon: text(1000, 'nguon'),
  giayPhep: text(1000, 'giayPhep'),
  dinhNghia: zTamLyDefinition,
  version: zInteger().optional(),
});
export type BaiDanhGiaInput = z.infer<typeof zBaiDanhGiaInput>;

export const zBaiDanhGiaListQuery = zListQuery.extend({
  ngungSuDung: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type BaiDanhGiaListQuery = z.infer<typeof zBaiDanhGiaListQuery>;

export const zNgungSuDungInput = z.object({ ngungSuDung: z.boolean(), version: zInteger() });
export type NgungSuDungInput = z.infer<typeof zNgungSuDungInput>;
