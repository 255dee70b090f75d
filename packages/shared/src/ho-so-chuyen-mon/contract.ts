import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

/** A teacher's record of one type: missing (no row) → submitted → checked / needs fixing → submitted again. */
export const RECORD_STATUSES = ['thieu', 'da_nop', 'da_kiem_tra', 'can_sua'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** A record type the school asks of teachers this year (Circular 32/2020/TT-BGDĐT art. 21, plus the school's own). */
export const zLoaiHoSo = z.object({
  id: z.number().int(),
  ten: z.string(),
  tenEn: z.string().nullable(),
  hanNop: z.string().nullable(),
  chiGvcn: z.boolean(),
});
export type LoaiHoSo = z.infer<typeof zLoaiHoSo>;

export const zHoSoTep = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  tenTep: z.string(),
  kichThuoc: z.number().int(),
  createdAt: z.string(),
});

/** One teacher's record of one type (id null while missing). */
export const zHoSo = z.object({
  id: z.number().int().nullable(),
  loaiHoSo: zLoaiHoSo,
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  trangThai: z.enum(RECORD_STATUSES),
  lanNop: z.number().int(),
  ngayNop: z.string().nullable(),
  ghiChu: z.string(),
  tep: z.array(zHoSoTep),
  version: z.number().int(),
});
export type HoSo = z.infer<typeof zHoSo>;

/** The head's grid: per teacher of the department, their records. */
export const zHoSoTo = z.object({
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  hoSo: z.array(zHoSo),
});
export type HoSoTo = z.infer<typeof zHoSoTo>;

export const zKiemTraInput = z.object({
  ketQua: z.enum(['da_kiem_tra', 'can_sua']),
  ghiChu: zText().trim().max(4000, { message: 'hoSo.ghiChu.tooLong' }).default(''),
  version: zInteger(),
});
export type KiemTraInput = z.input<typeof zKiemTraInput>;

/** An inspector's note on a teacher's records: the checklist (record type → found in order) and remarks. */
export const zGhiChuThanhTra = z.object({
  id: z.number().int(),
  hoTenNguoiGhi: z.string(),
  checklist: z.record(z.string(), z.boolean()),
  noiDung: z.string(),
  createdAt: z.string(),
});
export type GhiChuThanhTra = z.infer<typeof zGhiChuThanhTra>;
export const zGhiChuThanhTraInput = z.object({
  checklist: z.record(z.string().regex(/^\d{1,9}$/), z.boolean()).default({}),
  noiDung: zText().trim().min(1, { message: 'hoSo.thanhTra.required' }).max(4000, { message: 'hoSo.ghiChu.tooLong' }),
});
export type GhiChuThanhTraInput = z.input<typeof zGhiChuThanhTraInput>;

/** The inspector's view of one teacher. */
export const zHoSoGiaoVien = z.object({
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  hoSo: z.array(zHoSo),
  ghiChu: z.array(zGhiChuThanhTra),
});
export type HoSoGiaoVien = z.infer<typeof zHoSoGiaoVien>;

export const zGiaoVienHoSo = z.object({
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  tenPhongBan: z.string().nullable(),
  soDaNop: z.number().int(),
  soLoai: z.number().int(),
});
export type GiaoVienHoSo = z.infer<typeof zGiaoVienHoSo>;

export const zLoaiParams = z.object({ loaiId: zIdParam });
export const zTeacherParams = z.object({ nhanVienId: zIdParam });

/** A record type as the settings screen keeps it (the active year's types, in their order). */
export const zLoaiHoSoQuanLy = zLoaiHoSo.extend({
  thuTu: z.number().int(),
  /** Teachers' records of this type so far (a type with records cannot be deleted). */
  soHoSo: z.number().int(),
});
export type LoaiHoSoQuanLy = z.infer<typeof zLoaiHoSoQuanLy>;
/** The managed list's page: search in both names; sort by `thuTu` (the default), `ten`, `hanNop` or `soHoSo`. */
export const zLoaiHoSoListQuery = zListQuery;
export type LoaiHoSoListQuery = z.infer<typeof zLoaiHoSoListQuery>;

const zTypeName = (max: number) =>
  zText({ message: 'hoSo.loai.ten' })
    .trim()
    .min(1, { message: 'hoSo.loai.ten' })
    .max(max, { message: 'hoSo.loai.tenTooLong' });
/** Create or edit a record type of the active year (HR, `quanlynhansu/caidatchuyenmon`). */
export const zLoaiHoSoInput = z.object({
  ten: zTypeName(200),
  tenEn: zText().trim().max(200, { message: 'hoSo.loai.tenTooLong' }).nullable().optional(),
  hanNop: zIsoDate().nullable().optional(),
  chiGvcn: z.boolean().default(false),
  thuTu: zInteger(0, 999).default(0),
});
export type LoaiHoSoInput = z.input<typeof zLoaiHoSoInput>;
