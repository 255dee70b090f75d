import { z } from 'zod';
import { zIdValue, zIntegerParam, zIsoDate, zText } from '../input/primitives';
import './messages';

export * from './ky.contract';
export * from './rules';

export const TRANG_THAI_HUY_AN = ['dung_han', 'cho_duyet', 'da_duyet', 'tu_choi'] as const;
export type TrangThaiHuyAn = (typeof TRANG_THAI_HUY_AN)[number];

const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'banTru.thang.invalid' });

/** One lunch cancellation as the API answers it. */
export const zHuyAnTrua = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  hoTen: z.string(),
  maHocSinh: z.string(),
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  ngay: z.string(),
  lyDo: z.string(),
  trangThai: z.enum(TRANG_THAI_HUY_AN),
  dangKyLuc: z.string(),
  nguoiDangKy: z.string().nullable(),
  duyetLuc: z.string().nullable(),
  ghiChuDuyet: z.string().nullable(),
  version: z.number().int(),
});
export type HuyAnTrua = z.infer<typeof zHuyAnTrua>;

/** `GET /api/BanTru/huyAnTrua?lopQuanLyId=&thang=`: a class's month of cancellations, for its homeroom teacher. */
export const zHuyAnTruaQuery = z.object({ lopQuanLyId: zIntegerParam(1), thang: zMonth });
export type HuyAnTruaQuery = z.infer<typeof zHuyAnTruaQuery>;

export const zLichHuyAnTrua = z.object({
  lopQuanLyId: z.number().int(),
  thang: z.string(),
  /** Today's cut-off (hh:mm school time) of the period in force, null without a period. */
  gioChot: z.string().nullable(),
  homNay: z.string(),
  hocSinh: z.array(
    z.object({ hocSinhId: z.number().int(), hoTen: z.string(), maHocSinh: z.string(), dangKy: z.boolean() }),
  ),
  items: z.array(zHuyAnTrua),
});
export type LichHuyAnTrua = z.infer<typeof zLichHuyAnTrua>;

/** `POST /api/BanTru/huyAnTrua`: students (or the whole class) will not eat on the given days. */
export const zHuyAnTruaInput = z.object({
  lopQuanLyId: zIdValue(),
  ngay: z.array(zIsoDate()).min(1, { message: 'banTru.ngay.required' }).max(31),
  /** Empty with `caLop` = the whole class (a school trip). */
  hocSinhIds: z.array(zIdValue()).max(200).default([]),
  caLop: z.boolean().default(false),
  lyDo: zText().trim().min(1, { message: 'banTru.lyDo.required' }).max(500, { message: 'banTru.lyDo.tooLong' }),
});
export type HuyAnTruaInput = z.infer<typeof zHuyAnTruaInput>;

export const zHuyAnTruaResult = z.object({
  dungHan: z.number().int(),
  muon: z.number().int(),
  /** Already cancelled, or not subscribed that day. */
  boQua: z.number().int(),
});
export type HuyAnTruaResult = z.infer<typeof zHuyAnTruaResult>;

/** `POST /api/BanTru/huyAnTrua/{id}/duyet`: the manager's decision on a late cancellation. */
export const zDuyetHuyAnInput = z.object({
  dongY: z.boolean(),
  ghiChu: zText().trim().max(500, { message: 'banTru.ghiChu.tooLong' }).nullish(),
  version: z.number().int().min(0),
});
export type DuyetHuyAnInput = z.infer<typeof zDuyetHuyAnInput>;

/** Meal counts of a class, a day or the whole school. */
export const zSoSuatAn = z.object({
  dangKy: z.number().int(),
  huyDungHan: z.number().int(),
  huyMuon: z.number().int(),
  choDuyet: z.number().int(),
  tuChoi: z.number().int(),
  /** Meals to cook: subscribed minus accepted cancellations (on time, and late ones approved). */
  suatNau: z.number().int(),
  /** Refund of the accepted cancellations at the period's meal price (VND). */
  hoanTien: z.number().int(),
  /** Meals actually served, as the kitchen recorded them; null where no count was recorded. */
  daPhucVu: z.number().int().nullable(),
});
export type SoSuatAn = z.infer<typeof zSoSuatAn>;

export const zThongKeBanTruQuery = z.object({ thang: zMonth });
export type ThongKeBanTruQuery = z.infer<typeof zThongKeBanTruQuery>;

export const zThongKeBanTru = z.object({
  thang: z.string(),
  tong: zSoSuatAn,
  theoLop: z.array(zSoSuatAn.extend({ lopQuanLyId: z.number().int(), tenLop: z.string() })),
  theoNgay: z.array(zSoSuatAn.extend({ ngay: z.string() })),
  /** Refund per student who had an accepted cancellation this month. */
  hoanTienHocSinh: z.array(
    z.object({
      hocSinhId: z.number().int(),
      hoTen: z.string(),
      maHocSinh: z.string(),
      tenLop: z.string(),
      soSuat: z.number().int(),
      hoanTien: z.number().int(),
    }),
  ),
});
export type ThongKeBanTru = z.infer<typeof zThongKeBanTru>;

/** `GET /api/BanTru/bepNgay?ngay=`: the kitchen's sheet of a day, per class. */
export const zBepNgayQuery = z.object({ ngay: zIsoDate() });
export const zBepNgay = z.object({
  ngay: z.string(),
  tong: zSoSuatAn,
  theoLop: z.array(zSoSuatAn.extend({ lopQuanLyId: z.number().int(), tenLop: z.string() })),
});
export type BepNgay = z.infer<typeof zBepNgay>;

/**
 * `PUT /api/BanTru/suatPhucVu`: the meals actually served on a day, per class (the manager or the kitchen records them
 * after lunch); null clears a class's count.
 */
export const zSuatPhucVuInput = z.object({
  ngay: zIsoDate(),
  theoLop: z
    .array(z.object({ lopQuanLyId: zIdValue(), soSuat: z.number().int().min(0).max(5_000).nullable() }))
    .min(1)
    .max(500),
});
export type SuatPhucVuInput = z.infer<typeof zSuatPhucVuInput>;
