import { z } from 'zod';
import { zListQuery } from '../api';
import { zIsoDate, zText } from '../input/primitives';
import './messages';

/** A student's confidential case record in the team's list. */
export const zHoSoSummary = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  hoTen: z.string(),
  maHocSinh: z.string(),
  trangThai: z.enum(['open', 'closed']),
  soBuoi: z.number().int(),
  buoiGanNhat: z.string().nullable(),
  moLuc: z.string(),
});
export type HoSoSummary = z.infer<typeof zHoSoSummary>;

/** A session's format; `chuyenTuyen` records a referral outside the school (where to, why: in the encrypted note). */
export const HINH_THUC_BUOI = ['caNhan', 'nhom', 'giaDinh', 'chuyenTuyen', 'khac'] as const;

/** A session of a record; `ghiChu` is null when no configured key can open the stored note. */
export const zBuoiThamVan = z.object({
  id: z.number().int(),
  ngay: z.string(),
  hinhThuc: z.enum(HINH_THUC_BUOI),
  ghiChu: z.string().nullable(),
  nguoiGhi: z.string(),
});
export type BuoiThamVan = z.infer<typeof zBuoiThamVan>;

export const zHoSoTamLy = zHoSoSummary.extend({ buoi: z.array(zBuoiThamVan) });
export type HoSoTamLy = z.infer<typeof zHoSoTamLy>;

export const zMoHoSoInput = z.object({
  maHocSinh: zText().trim().min(1, { message: 'hoSoTamLy.hocSinh.required' }).max(40),
});

export const zBuoiInput = z.object({
  ngay: zIsoDate(),
  hinhThuc: z.enum(HINH_THUC_BUOI),
  ghiChu: zText()
    .trim()
    .min(1, { message: 'hoSoTamLy.ghiChu.required' })
    .max(10_000, { message: 'hoSoTamLy.ghiChu.tooLong' }),
});
export type BuoiInput = z.infer<typeof zBuoiInput>;

/** One line of a record's access log: who opened or changed it, when. */
export const zTruyCapHoSo = z.object({ at: z.string(), nguoi: z.string(), hanhDong: z.string() });
export type TruyCapHoSo = z.infer<typeof zTruyCapHoSo>;

export const zHoSoListQuery = zListQuery;

/** Closing a record (the case ends; no new session until it is reopened) or reopening it. */
export const zTrangThaiHoSoInput = z.object({ trangThai: z.enum(['open', 'closed']) });
export type TrangThaiHoSoInput = z.infer<typeof zTrangThaiHoSoInput>;
