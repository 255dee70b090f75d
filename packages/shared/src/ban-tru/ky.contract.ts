import { z } from 'zod';
import { datesInOrder } from '../input/cross-field';
import { zInteger, zIsoDate, zText } from '../input/primitives';
import { isClockTime } from './rules';

/** A meal period with its price, its cut-off (the setting the late rule reads) and how many are subscribed. */
export const zKyBanTru = z.object({
  id: z.number().int(),
  ten: z.string(),
  tuNgay: z.string(),
  denNgay: z.string(),
  donGia: z.number().int(),
  gioChot: z.string(),
  soDangKy: z.number().int(),
  version: z.number().int(),
});
export type KyBanTru = z.infer<typeof zKyBanTru>;

/** `POST /api/BanTru/ky`, `PUT /api/BanTru/ky/{id}` (with the version read). */
export const zKyBanTruInput = z
  .object({
    ten: zText().trim().min(1, { message: 'banTru.ky.ten.required' }).max(100, { message: 'banTru.ky.ten.tooLong' }),
    tuNgay: zIsoDate(),
    denNgay: zIsoDate(),
    donGia: zInteger(0, 10_000_000),
    gioChot: z.string().refine(isClockTime, { message: 'banTru.ky.gioChot.invalid' }),
    version: z.number().int().min(0).optional(),
  })
  .refine(...datesInOrder({ from: 'tuNgay', to: 'denNgay', message: 'banTru.ky.dates.order' }));
export type KyBanTruInput = z.infer<typeof zKyBanTruInput>;

/** `GET /api/BanTru/ky/{id}/lop`: the classes of the period's year with how many of their students are subscribed. */
export const zLopDangKyBanTru = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  siSo: z.number().int(),
  soDangKy: z.number().int(),
});
export type LopDangKyBanTru = z.infer<typeof zLopDangKyBanTru>;

/** `PUT /api/BanTru/ky/{id}/lop/{lopQuanLyId}`: subscribes (or unsubscribes) every current student of a class. */
export const zDangKyLopInput = z.object({ dangKy: z.boolean() });
export const zLopParams = z.object({ id: z.coerce.number().int().min(1), lopQuanLyId: z.coerce.number().int().min(1) });

/** The columns of the subscriptions spreadsheet of a period, in order (either language is accepted in the header). */
export const BAN_TRU_IMPORT_COLUMNS = [
  { key: 'lop', vi: 'Lớp', en: 'Class' },
  { key: 'maHocSinh', vi: 'Mã học sinh', en: 'Student code' },
  { key: 'hoTen', vi: 'Họ tên', en: 'Name' },
  { key: 'dangKy', vi: 'Đăng ký', en: 'Subscribed' },
] as const;
export const BAN_TRU_IMPORT_MAX_ROWS = 10_000;

/** `POST /api/BanTru/ky/{id}/nhapExcel?thuNghiem=`: a dry run (the default) only checks. */
export const zNhapDangKyQuery = z.object({
  thuNghiem: z
    .enum(['true', 'false'], { message: 'banTru.import.thuNghiem' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapDangKyResult = z.object({
  /** Data rows read (blank rows skipped). */
  soDong: z.number().int(),
  /** Every problem, by spreadsheet row (1 = the header) and column. */
  loi: z.array(z.object({ dong: z.number().int(), cot: z.string().nullable(), thongBao: z.string() })),
  /** Whether the file was applied (all of it), or nothing was. */
  daLuu: z.boolean(),
  /** Students the file subscribes who were not (or, on a dry run, would be), and those it unsubscribes. */
  soDangKy: z.number().int(),
  soHuy: z.number().int(),
});
export type NhapDangKyResult = z.infer<typeof zNhapDangKyResult>;
