import { z } from 'zod';
import { zId, zListQuery } from '../api';
import { zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import { zTamLyText } from './instrument';
import './messages';

/** A campaign's life: prepared (draft), answered by its students (open), finished (closed). */
export const TRANG_THAI_DOT = ['draft', 'open', 'closed'] as const;
export type TrangThaiDot = (typeof TRANG_THAI_DOT)[number];

/** A campaign: one instrument version given to grade levels and/or classes of a year between two dates. */
export const zDotDanhGia = z.object({
  id: z.number().int(),
  ten: z.string(),
  baiDanhGiaId: z.number().int(),
  maBai: z.string(),
  phienBan: z.number().int(),
  tenBai: z.string(),
  tenBaiEn: z.string(),
  namHocId: z.number().int(),
  trangThai: z.enum(TRANG_THAI_DOT),
  tuNgay: z.string(),
  denNgay: z.string(),
  khoiIds: z.array(z.number().int()),
  lopIds: z.array(z.number().int()),
  soDaNop: z.number().int(),
  version: z.number().int(),
});
export type DotDanhGia = z.infer<typeof zDotDanhGia>;

const zIds = z.array(zIdValue()).max(200);

/** Create or edit a draft campaign (an open one keeps its instrument and targets; only its dates and name change). */
export const zDotDanhGiaInput = z
  .object({
    ten: zText()
      .trim()
      .min(1, { message: 'danhGiaTamLy.ten.required' })
      .max(200, { message: 'danhGiaTamLy.ten.tooLong' }),
    baiDanhGiaId: zIdValue(),
    tuNgay: zIsoDate(),
    denNgay: zIsoDate(),
    khoiIds: zIds,
    lopIds: zIds,
    version: zInteger().optional(),
  })
  .refine((v) => v.tuNgay <= v.denNgay, { message: 'danhGiaTamLy.dot.dates', path: ['denNgay'] })
  .refine((v) => v.khoiIds.length + v.lopIds.length > 0, { message: 'danhGiaTamLy.dot.noTarget', path: ['khoiIds'] });
export type DotDanhGiaInput = z.infer<typeof zDotDanhGiaInput>;

export const zDotDanhGiaListQuery = zListQuery.extend({ trangThai: z.enum(TRANG_THAI_DOT).optional() });
export type DotDanhGiaListQuery = z.infer<typeof zDotDanhGiaListQuery>;

/** Opens a draft or closes an open campaign (a closed one stays closed: its answers are the record). */
export const zDotTrangThaiInput = z.object({ trangThai: z.enum(['open', 'closed']), version: zInteger() });
export type DotTrangThaiInput = z.infer<typeof zDotTrangThaiInput>;

/** The student's side: an open assessment for me and how far I am with it. */
export const TIEN_DO = ['chuaLam', 'dangLam', 'daNop'] as const;
export const zBaiCuaToi = z.object({
  dotId: z.number().int(),
  ten: z.string(),
  tenBai: z.string(),
  tenBaiEn: z.string(),
  denNgay: z.string(),
  soCauHoi: z.number().int(),
  soDaTraLoi: z.number().int(),
  tienDo: z.enum(TIEN_DO),
});
export type BaiCuaToi = z.infer<typeof zBaiCuaToi>;

/** What a student sees of an instrument: the texts only — never an option's score, a band or a reversed item. */
export const zPhieuCuaToi = z.object({
  dotId: z.number().int(),
  ten: z.string(),
  denNgay: z.string(),
  instructions: zTamLyText,
  options: z.array(zTamLyText),
  groups: z.array(z.object({ key: z.string(), title: zTamLyText })),
  questions: z.array(z.object({ key: z.string(), group: z.string(), text: zTamLyText })),
  traLoi: z.record(z.string(), z.number().int()),
  daNop: z.boolean(),
});
export type PhieuCuaToi = z.infer<typeof zPhieuCuaToi>;

/** Progress saved as the student goes (a partial set), or the whole set when submitting. */
export const zTraLoiInput = z.object({
  traLoi: z.record(z.string().max(40), z.number().int().min(0).max(20)).refine((r) => Object.keys(r).length <= 200),
});
export type TraLoiInput = z.infer<typeof zTraLoiInput>;

export const zDotIdParams = z.object({ dotId: zId });

/** The teacher's side: one student of my homeroom in an open teacher-report campaign, and how far I am. */
export const zBaiVeHocSinh = zBaiCuaToi.extend({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  tenLop: z.string(),
});
export type BaiVeHocSinh = z.infer<typeof zBaiVeHocSinh>;

/** The teacher's sheet about a student: the texts only, as a student's, with whom it is about. */
export const zPhieuVeHocSinh = zPhieuCuaToi.extend({ hocSinhId: z.number().int(), hoTen: z.string() });
export type PhieuVeHocSinh = z.infer<typeof zPhieuVeHocSinh>;

export const zVeHocSinhParams = z.object({ dotId: zId, hocSinhId: zId });
