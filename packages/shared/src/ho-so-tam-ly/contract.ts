import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zInteger, zIsoDateTime, zText } from '../input/primitives';
import './messages';

/**
 * The content of school counselling of Circular 31/2017/TT-BGDĐT (art. 4): age psychology, gender, family and
 * adolescent reproductive health; relationships and the prevention of violence and abuse; learning methods and career
 * guidance; psychological support for a student in difficulty (referred on when it needs a specialist); other.
 */
export const CHU_DE_THAM_VAN = ['tamLyLuaTuoi', 'quanHeXaHoi', 'hocTapHuongNghiep', 'hoTroTamLy', 'khac'] as const;
export const MUC_DO_THAM_VAN = ['binhThuong', 'can', 'khan'] as const;

/** submitted → triaged → scheduled → closed / referred outside; cancelled from any open state. */
export const TRANG_THAI_THAM_VAN = ['submitted', 'triaged', 'scheduled', 'closed', 'referred', 'cancelled'] as const;
export type TrangThaiThamVan = (typeof TRANG_THAI_THAM_VAN)[number];
export const NEXT_THAM_VAN: Readonly<Record<TrangThaiThamVan, readonly TrangThaiThamVan[]>> = {
  submitted: ['triaged', 'cancelled'],
  triaged: ['scheduled', 'referred', 'cancelled'],
  scheduled: ['scheduled', 'closed', 'referred', 'cancelled'],
  closed: [],
  referred: [],
  cancelled: [],
};

/** A request: a student for themself (no student code), a teacher about a student (the student's code). */
export const zDangKyThamVanInput = z.object({
  maHocSinh: zText().trim().max(40).optional(),
  chuDe: z.enum(CHU_DE_THAM_VAN),
  mucDo: z.enum(MUC_DO_THAM_VAN),
  thoiGianMongMuon: zText().trim().max(300, { message: 'hoSoTamLy.thoiGian.tooLong' }).nullish(),
  noiDung: zText()
    .trim()
    .min(1, { message: 'hoSoTamLy.noiDung.required' })
    .max(4000, { message: 'hoSoTamLy.noiDung.tooLong' }),
});
export type DangKyThamVanInput = z.infer<typeof zDangKyThamVanInput>;

/** What the requester sees of their request: its status (and, for the student concerned, the appointment). */
export const zDangKyCuaToi = z.object({
  id: z.number().int(),
  hoTenHocSinh: z.string(),
  chuDe: z.enum(CHU_DE_THAM_VAN),
  trangThai: z.enum(TRANG_THAI_THAM_VAN),
  ngayGui: z.string(),
  lichHen: z.string().nullable(),
  phong: z.string().nullable(),
});
export type DangKyCuaToi = z.infer<typeof zDangKyCuaToi>;

/** The team's view of a request. */
export const zDangKyThamVan = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  hoTenHocSinh: z.string(),
  maHocSinh: z.string(),
  nguoiGui: z.string(),
  laHocSinhTuGui: z.boolean(),
  chuDe: z.enum(CHU_DE_THAM_VAN),
  mucDo: z.enum(MUC_DO_THAM_VAN),
  thoiGianMongMuon: z.string().nullable(),
  noiDung: z.string(),
  trangThai: z.enum(TRANG_THAI_THAM_VAN),
  lichHen: z.string().nullable(),
  phong: z.string().nullable(),
  ghiChuXuLy: z.string().nullable(),
  /** Who the request is assigned to (by the intake settings' rule, or the specialist who handled it). */
  phuTrachId: z.number().int().nullable(),
  phuTrach: z.string().nullable(),
  ngayGui: z.string(),
  version: z.number().int(),
});
export type DangKyThamVan = z.infer<typeof zDangKyThamVan>;

export const zDangKyThamVanListQuery = zListQuery.extend({
  trangThai: z.enum(TRANG_THAI_THAM_VAN).optional(),
  mucDo: z.enum(MUC_DO_THAM_VAN).optional(),
  phuTrachId: zIdParam.optional(),
});
export type DangKyThamVanListQuery = z.infer<typeof zDangKyThamVanListQuery>;

/** A step of the request's life; scheduling needs a time and a room. */
export const zXuLyThamVanInput = z
  .object({
    trangThai: z.enum(TRANG_THAI_THAM_VAN),
    lichHen: zIsoDateTime().nullish(),
    phong: zText().trim().max(100).nullish(),
    ghiChuXuLy: zText().trim().max(4000).nullish(),
    version: zInteger(),
  })
  .refine((v) => v.trangThai !== 'scheduled' || (v.lichHen && v.phong), {
    message: 'hoSoTamLy.lichHen.required',
    path: ['lichHen'],
  });
export type XuLyThamVanInput = z.infer<typeof zXuLyThamVanInput>;
