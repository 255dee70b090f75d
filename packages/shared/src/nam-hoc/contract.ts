import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';
import { datesInOrder } from '../input/cross-field';

/** Academic year (spec §3, §7). Exactly one is active at a time. */
export const zNamHoc = z.object({
  id: z.number().int(),
  tenNamHoc: z.string(),
  isActive: z.boolean(),
  ngayBatDau: z.string().nullable(),
  ngayKetThuc: z.string().nullable(),
  version: z.number().int(),
});
export type NamHoc = z.infer<typeof zNamHoc>;

const zDate = zIsoDate();

export const zNamHocInput = z
  .object({
    tenNamHoc: zText()
      .trim()
      .min(1, { message: 'namHoc.tenNamHoc.required' })
      .max(50, { message: 'namHoc.tenNamHoc.tooLong' }),
    isActive: z.boolean().default(false),
    ngayBatDau: zDate.nullish(),
    ngayKetThuc: zDate.nullish(),
  })
  .refine(...datesInOrder({ from: 'ngayBatDau', to: 'ngayKetThuc', strict: true, message: 'namHoc.dates.order' }));
export type NamHocInput = z.infer<typeof zNamHocInput>;

export const zNamHocUpdate = z.intersection(zNamHocInput, z.object({ version: zInteger().optional() }));

export const zNamHocListQuery = zListQuery.extend({ pageSize: zListQuery.shape.pageSize.default(-1) });

export const zHocKy = z.object({
  id: z.number().int(),
  namHocId: z.number().int(),
  tenHocKy: z.string(),
  thuTu: z.number().int(),
  ngayBatDau: z.string().nullable(),
  ngayKetThuc: z.string().nullable(),
  version: z.number().int(),
});
export type HocKy = z.infer<typeof zHocKy>;

/**
 * `PUT /api/NamHoc/:id/hocKy/:hocKyId` (Admin): a term's name and dates. Dates lie inside the year's and terms of a
 * year neither overlap nor run out of order; `version` (optional) refuses a stale edit with 409.
 */
export const zHocKyUpdate = z
  .object({
    tenHocKy: zText()
      .trim()
      .min(1, { message: 'hocKy.tenHocKy.required' })
      .max(50, { message: 'hocKy.tenHocKy.tooLong' }),
    ngayBatDau: zDate.nullish(),
    ngayKetThuc: zDate.nullish(),
    version: zInteger().optional(),
  })
  .refine(...datesInOrder({ from: 'ngayBatDau', to: 'ngayKetThuc', strict: true, message: 'namHoc.dates.order' }));
export type HocKyUpdate = z.infer<typeof zHocKyUpdate>;

export const zHocKyParams = z.object({
  id: zIdParam,
  hocKyId: zIdParam,
});
