import { z } from 'zod';
import { zListQuery } from '../api';
import './messages';

/** One ThoiKhoaBieu record, as the API answers it. It belongs to the account that created it. */
export const zThoiKhoaBieu = z.object({
  id: z.number().int(),
  ten: z.string(),
  moTa: z.string().nullable(),
  taiKhoanId: z.number().int(),
  version: z.number().int(),
});
export type ThoiKhoaBieu = z.infer<typeof zThoiKhoaBieu>;

/** Create and edit; an edit carries the version it was based on (a stale one answers 409). */
export const zThoiKhoaBieuInput = z.object({
  ten: z
    .string()
    .trim()
    .min(1, { message: 'thoiKhoaBieu.ten.required' })
    .max(200, { message: 'thoiKhoaBieu.ten.tooLong' }),
  moTa: z.string().trim().max(2000, { message: 'thoiKhoaBieu.moTa.tooLong' }).nullish(),
  version: z.number().int().min(0).optional(),
});
export type ThoiKhoaBieuInput = z.infer<typeof zThoiKhoaBieuInput>;

export const zThoiKhoaBieuListQuery = zListQuery;
export type ThoiKhoaBieuListQuery = z.infer<typeof zThoiKhoaBieuListQuery>;
