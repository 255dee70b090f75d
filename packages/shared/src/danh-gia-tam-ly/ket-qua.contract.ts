import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zText } from '../input/primitives';
import { zTamLyText } from './instrument';

/**
 * `ketQuaTracNghiemTamLy`: submitted results across students (psychology team only). Every read of a page and every
 * export is audit-logged, naming the sheets read.
 */
export const zKetQuaTracNghiemQuery = zListQuery.extend({
  dotId: zIdParam.optional(),
  maBai: zText().trim().max(60).optional(),
  lopId: zIdParam.optional(),
  khoiId: zIdParam.optional(),
  /** A subscale's key; with `muc`, only sheets whose score in that subscale fell in that band. */
  nhom: zText().trim().max(60).optional(),
  muc: zText().trim().max(60).optional(),
  canTheoDoi: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type KetQuaTracNghiemQuery = z.infer<typeof zKetQuaTracNghiemQuery>;

export const zKetQuaTracNghiem = z.object({
  phieuId: z.number().int(),
  hocSinhId: z.number().int(),
  hoTen: z.string(),
  maHocSinh: z.string(),
  tenLop: z.string().nullable(),
  dotId: z.number().int(),
  tenDot: z.string(),
  maBai: z.string(),
  tenBai: z.string(),
  tenBaiEn: z.string(),
  nopLuc: z.string(),
  canTheoDoi: z.boolean(),
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
});
export type KetQuaTracNghiem = z.infer<typeof zKetQuaTracNghiem>;
