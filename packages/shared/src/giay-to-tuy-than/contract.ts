import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

/** Foreign staff's identity documents: passport, visa, temporary residence card, work permit. */
export const LOAI_GIAY_TO = ['hoChieu', 'visa', 'theTamTru', 'giayPhepLaoDong'] as const;
export const zLoaiGiayTo = z.enum(LOAI_GIAY_TO);
export type LoaiGiayTo = z.infer<typeof zLoaiGiayTo>;

/** Alerts go out this many days before the expiry (the larger first), to HR and to the person. */
export const EXPIRY_ALERT_DAYS = [60, 30] as const;

export const zGiayTo = z.object({
  id: z.number().int(),
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  maNhanVien: z.string(),
  loai: zLoaiGiayTo,
  soGiayTo: z.string(),
  noiCap: z.string().nullable(),
  ngayCap: z.string().nullable(),
  ngayHetHan: z.string(),
  /** Days from today (school time) to the expiry; negative once expired. */
  soNgayConLai: z.number().int(),
  tepId: z.number().int().nullable(),
  version: z.number().int(),
});
export type GiayTo = z.infer<typeof zGiayTo>;

export const zGiayToInput = z.object({
  nhanVienId: zIdValue('giayTo.nhanVien.required'),
  loai: zLoaiGiayTo,
  soGiayTo: zText({ message: 'giayTo.so.required' })
    .trim()
    .min(1, { message: 'giayTo.so.required' })
    .max(50, { message: 'giayTo.so.tooLong' }),
  noiCap: zText().trim().max(200, { message: 'giayTo.noiCap.tooLong' }).nullish(),
  ngayCap: zIsoDate().nullish(),
  ngayHetHan: zIsoDate('giayTo.ngayHetHan.required'),
  tepId: zIdValue().nullish(),
  version: zInteger().optional(),
});
export type GiayToInput = z.infer<typeof zGiayToInput>;

export const zGiayToListQuery = zListQuery.extend({
  loai: zLoaiGiayTo.optional(),
  nhanVienId: zIdParam.optional(),
  /** Only documents expiring within this many days (expired ones included). */
  hetHanTrong: z.coerce.number().int().min(0).max(3650).optional(),
});
export type GiayToListQuery = z.infer<typeof zGiayToListQuery>;

export const zTepGiayTo = z.object({ id: z.number().int(), tenTep: z.string() });
export const IDENTITY_DOCUMENT_MAX_MB = 10;
