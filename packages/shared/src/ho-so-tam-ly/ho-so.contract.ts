import { z } from 'zod';
import { zId, zListQuery } from '../api';
import { zInteger, zIsoDate, zText } from '../input/primitives';
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

/** A referral's course: referred, followed up (the student was seen there), or ended without it. */
export const TRANG_THAI_CHUYEN_TUYEN = ['daChuyen', 'daTheoDoi', 'ketThuc'] as const;

/** A referral outside the school; `ghiChu` is null when no configured key can open the stored note. */
export const zChuyenTuyen = z.object({
  id: z.number().int(),
  noiChuyen: z.string(),
  nguoiNhan: z.string().nullable(),
  ngayChuyen: z.string(),
  ngayTheoDoi: z.string().nullable(),
  trangThai: z.enum(TRANG_THAI_CHUYEN_TUYEN),
  ketQuaTheoDoi: z.string().nullable(),
  ghiChu: z.string().nullable(),
  nguoiGhi: z.string(),
  version: z.number().int(),
});
export type ChuyenTuyen = z.infer<typeof zChuyenTuyen>;

export const zHoSoTamLy = zHoSoSummary.extend({ buoi: z.array(zBuoiThamVan), chuyenTuyen: z.array(zChuyenTuyen) });
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

const zOptionalText = (max: number, key: string) =>
  zText()
    .trim()
    .max(max, { message: `hoSoTamLy.${key}.tooLong` })
    .nullish()
    .transform((v) => (v ? v : null));

/** A new referral outside the school; the note is encrypted before it is stored. */
export const zChuyenTuyenInput = z
  .object({
    noiChuyen: zText()
      .trim()
      .min(1, { message: 'hoSoTamLy.noiChuyen.required' })
      .max(300, { message: 'hoSoTamLy.noiChuyen.tooLong' }),
    nguoiNhan: zOptionalText(200, 'nguoiNhan'),
    ngayChuyen: zIsoDate(),
    ngayTheoDoi: zIsoDate().nullish(),
    ghiChu: zText()
      .trim()
      .min(1, { message: 'hoSoTamLy.ghiChu.required' })
      .max(10_000, { message: 'hoSoTamLy.ghiChu.tooLong' }),
  })
  .refine((v) => !v.ngayTheoDoi || v.ngayTheoDoi >= v.ngayChuyen, {
    message: 'hoSoTamLy.ngayTheoDoi.order',
    path: ['ngayTheoDoi'],
  });
export type ChuyenTuyenInput = z.infer<typeof zChuyenTuyenInput>;

/** The follow-up of a referral: its state, the next follow-up date and what came of it (stale version: 409). */
export const zTheoDoiChuyenTuyenInput = z.object({
  trangThai: z.enum(TRANG_THAI_CHUYEN_TUYEN),
  ngayTheoDoi: zIsoDate().nullish(),
  ketQuaTheoDoi: zOptionalText(2000, 'ketQuaTheoDoi'),
  version: zInteger(),
});
export type TheoDoiChuyenTuyenInput = z.infer<typeof zTheoDoiChuyenTuyenInput>;

export const zChuyenTuyenParams = z.object({ id: zId, chuyenTuyenId: zId });
