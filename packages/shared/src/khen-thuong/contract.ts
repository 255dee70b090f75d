import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

/**
 * Categories of the board: learning and competitions, certificates, and the rewards of Circular 19/2025 (praise before
 * the school, the principal's certificate), plus staff recognitions.
 */
export const LOAI_KHEN_THUONG = [
  'hocTap',
  'cuocThi',
  'chungChi',
  'tuyenDuongTruocTruong',
  'giayKhenHieuTruong',
  'nhanVien',
] as const;
export const zLoaiKhenThuong = z.enum(LOAI_KHEN_THUONG);
export type LoaiKhenThuong = z.infer<typeof zLoaiKhenThuong>;

export const zNguoiNhan = z.object({
  hocSinhId: z.number().int().nullable(),
  nhanVienId: z.number().int().nullable(),
  hoTen: z.string(),
});
export type NguoiNhan = z.infer<typeof zNguoiNhan>;

/** One award on the board; `cuaToi` when the caller is among its recipients (shown highlighted). */
export const zKhenThuong = z.object({
  id: z.number().int(),
  namHocId: z.number().int(),
  tieuDe: z.string(),
  moTa: z.string().nullable(),
  loai: zLoaiKhenThuong,
  ngayTrao: z.string(),
  anhId: z.number().int().nullable(),
  an: z.boolean(),
  cuaToi: z.boolean(),
  nguoiNhan: z.array(zNguoiNhan),
  version: z.number().int(),
});
export type KhenThuong = z.infer<typeof zKhenThuong>;

/** A recipient: a student or a staff member (the name comes from their record), or a name (a team, a class). */
export const zNguoiNhanInput = z.object({
  hocSinhId: zIdValue().nullish(),
  nhanVienId: zIdValue().nullish(),
  hoTen: zText().trim().max(200, { message: 'khenThuong.nguoiNhan.tooLong' }).nullish(),
});
export type NguoiNhanInput = z.infer<typeof zNguoiNhanInput>;

export const zKhenThuongInput = z.object({
  namHocId: zIdValue('khenThuong.namHoc.required'),
  tieuDe: zText({ message: 'khenThuong.tieuDe.required' })
    .trim()
    .min(1, { message: 'khenThuong.tieuDe.required' })
    .max(200, { message: 'khenThuong.tieuDe.tooLong' }),
  moTa: zText().trim().max(2000, { message: 'khenThuong.moTa.tooLong' }).nullish(),
  loai: zLoaiKhenThuong,
  ngayTrao: zIsoDate(),
  anhId: zIdValue().nullish(),
  nguoiNhan: z
    .array(zNguoiNhanInput)
    .min(1, { message: 'khenThuong.nguoiNhan.required' })
    .max(100, { message: 'khenThuong.nguoiNhan.tooMany' }),
  version: zInteger().optional(),
});
export type KhenThuongInput = z.infer<typeof zKhenThuongInput>;

/** Admin hides an entry from the board (or shows it again). */
export const zKhenThuongAn = z.object({ an: z.boolean(), version: zInteger() });
export type KhenThuongAn = z.infer<typeof zKhenThuongAn>;

export const zKhenThuongListQuery = zListQuery.extend({
  namHocId: zIdParam.optional(),
  loai: zLoaiKhenThuong.optional(),
  /** Only one's own awards. */
  cuaToi: z.enum(['true', 'false']).optional(),
});
export type KhenThuongListQuery = z.infer<typeof zKhenThuongListQuery>;

export const zAnhKhenThuong = z.object({ id: z.number().int() });
export const AWARD_PHOTO_MAX_MB = 5;
