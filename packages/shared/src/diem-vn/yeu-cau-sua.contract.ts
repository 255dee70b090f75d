import { z } from 'zod';
import { PRIMARY_PERIODS, type PrimaryPeriod } from '../grades-vn/rules';
import { zInteger, zText } from '../input/primitives';
import { zCellInput, zCot } from './contract';
import { zDbId, zTerm } from './fields';
import { termOfPeriod, zPrimaryPeriod, zPrimaryRating, zPrimaryTestMark, zTieuHocValue } from './tieu-hoc.contract';

// Change requests of both halves: one queue, told apart by `cot` (a gradebook column or a primary rating point).

export const YEU_CAU_SUA_STATES = ['cho_duyet', 'da_duyet', 'tu_choi'] as const;
/** What every change request row carries; `cot` and the values depend on the half (secondary or primary). */
const zYeuCauSuaBase = z.object({
  id: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLopMonHoc: z.string(),
  hocSinhId: z.number().int(),
  hoTenHocSinh: z.string(),
  hocKy: z.number().int(),
  lyDo: z.string(),
  nguoiYeuCau: z.string(),
  trangThai: z.enum(YEU_CAU_SUA_STATES),
  nguoiDuyet: z.string().nullable(),
  ghiChuDuyet: z.string().nullable(),
  createdAt: z.string(),
  duyetLuc: z.string().nullable(),
  version: z.number().int(),
});
/** A secondary (Circular 22) request: a gradebook column and cell values. */
export const zYeuCauSuaThcs = zYeuCauSuaBase.extend({
  cot: zCot,
  giaTriCu: zCellInput.nullable(),
  giaTriMoi: zCellInput.nullable(),
});

const zLyDo = zText({ message: 'diemVn.lyDo.required' })
  .trim()
  .min(1, { message: 'diemVn.lyDo.required' })
  .max(1000, { message: 'diemVn.lyDo.tooLong' });
export const zYeuCauSuaThcsInput = z
  .object({
    lopMonHocId: zDbId,
    hocSinhId: zDbId,
    hocKy: zTerm,
    cot: zCot,
    giaTriMoi: zCellInput.nullable(),
    lyDo: zLyDo,
  })
  .strict();

export const zYeuCauSuaQuery = z.object({
  trangThai: z.enum(YEU_CAU_SUA_STATES).optional(),
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});

export const zDuyetInput = z
  .object({
    version: zInteger(),
    ghiChu: zText().trim().max(1000, { message: 'diemVn.ghiChu.tooLong' }).optional(),
  })
  .strict();

/** A primary entry asked for in a change request: the rating, the periodic test mark (only where due), the comment. */
export const zTieuHocValueInput = z
  .object({
    mucDat: zPrimaryRating.nullable(),
    diemKiemTra: zPrimaryTestMark.nullable(),
    nhanXet: zText().trim().max(1000, { message: 'diemVn.nhanXet.tooLong' }).nullable(),
  })
  .strict();
export type TieuHocValueInput = z.infer<typeof zTieuHocValueInput>;
/** A primary (Circular 27) request: `cot` is the rating point; `hocKy`, when sent, must be the rating point's term. */
export const zYeuCauSuaTieuHocInput = z
  .object({
    lopMonHocId: zDbId,
    hocSinhId: zDbId,
    hocKy: zTerm.optional(),
    cot: zPrimaryPeriod,
    giaTriMoi: zTieuHocValueInput,
    lyDo: zLyDo,
  })
  .strict()
  .refine((v) => v.hocKy === undefined || v.hocKy === termOfPeriod(v.cot), {
    message: 'diemVn.hocKy.notOfPeriod',
    path: ['hocKy'],
  });
export const zYeuCauSuaTieuHoc = zYeuCauSuaBase.extend({
  cot: zPrimaryPeriod,
  giaTriCu: zTieuHocValue.nullable(),
  giaTriMoi: zTieuHocValue.nullable(),
});

/** One change-request queue for both halves, told apart by `cot`: a gradebook column or a primary rating point. */
export const zYeuCauSua = z.discriminatedUnion('cot', [zYeuCauSuaThcs, zYeuCauSuaTieuHoc]);
export type YeuCauSua = z.infer<typeof zYeuCauSua>;
export type YeuCauSuaTieuHoc = z.infer<typeof zYeuCauSuaTieuHoc>;
export const zYeuCauSuaInput = z.discriminatedUnion('cot', [zYeuCauSuaThcsInput, zYeuCauSuaTieuHocInput], {
  message: 'diemVn.cot.invalid',
});
export type YeuCauSuaInput = z.infer<typeof zYeuCauSuaInput>;
export type YeuCauSuaTieuHocInput = z.infer<typeof zYeuCauSuaTieuHocInput>;
export const isPrimaryPeriod = (cot: string): cot is PrimaryPeriod =>
  (PRIMARY_PERIODS as readonly string[]).includes(cot);
/** Whether a change request (or its input) is for a primary entry. */
export const isPrimaryRequest = <T extends { cot: string }>(r: T): r is Extract<T, { cot: PrimaryPeriod }> =>
  isPrimaryPeriod(r.cot);
