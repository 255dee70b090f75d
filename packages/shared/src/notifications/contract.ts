import { z } from 'zod';
import { zListQuery } from '../api';

/**
 * In-app notifications of the header list (`/api/ThongBao`). The server renders `tieuDe` in the request's language
 * from the kind and payload; `duongDan` is the portal path the item opens.
 */
export const zThongBao = z.object({
  id: z.number().int(),
  loai: z.string(),
  tieuDe: z.string(),
  duongDan: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  ngayTao: z.string(),
  daDoc: z.boolean(),
});
export type ThongBao = z.infer<typeof zThongBao>;

export const zThongBaoListQuery = zListQuery.extend({
  pageSize: zListQuery.shape.pageSize.default(10),
  /** Only unread ones. */
  chuaDoc: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ThongBaoListQuery = z.infer<typeof zThongBaoListQuery>;

export const zThongBaoPage = z.object({
  items: z.array(zThongBao),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** Unread count for the header badge. */
  soChuaDoc: z.number().int(),
});
export type ThongBaoPage = z.infer<typeof zThongBaoPage>;
