import { z } from 'zod';
import { zListQuery } from '../api';
import './messages';

/** One ThongBaoGuiPhuHuynh record, as the API answers it. It belongs to the account that created it. */
export const zThongBaoGuiPhuHuynh = z.object({
  id: z.number().int(),
  ten: z.string(),
  moTa: z.string().nullable(),
  taiKhoanId: z.number().int(),
  version: z.number().int(),
});
export type ThongBaoGuiPhuHuynh = z.infer<typeof zThongBaoGuiPhuHuynh>;

/** Create and edit; an edit carries the version it was based on (a stale one answers 409). */
export const zThongBaoGuiPhuHuynhInput = z.object({
  ten: z
    .string()
    .trim()
    .min(1, { message: 'thongBaoGuiPhuHuynh.ten.required' })
    .max(200, { message: 'thongBaoGuiPhuHuynh.ten.tooLong' }),
  moTa: z.string().trim().max(2000, { message: 'thongBaoGuiPhuHuynh.moTa.tooLong' }).nullish(),
  version: z.number().int().min(0).optional(),
});
export type ThongBaoGuiPhuHuynhInput = z.infer<typeof zThongBaoGuiPhuHuynhInput>;

export const zThongBaoGuiPhuHuynhListQuery = zListQuery;
export type ThongBaoGuiPhuHuynhListQuery = z.infer<typeof zThongBaoGuiPhuHuynhListQuery>;
