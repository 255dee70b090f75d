import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdValue, zText } from '../input/primitives';
import { zOptionalText, zQueryId, zRefId, zRequiredText, zVersion } from './fields';

/**
 * Structure of the school (spec §2 group `quanly`): education systems, grade levels, which grade levels each system
 * runs, schools/campuses, buildings → floors → rooms, room types, subjects.
 * Every resource: `GET /api/<R>/danhSach<R>` (pageIndex, pageSize -1 = all, search, sort, filters),
 * `GET|PUT|DELETE /api/<R>/:id`, `POST /api/<R>`. Writes carry `version` (stale → 409).
 */

export const CAP_HOC = ['tieu_hoc', 'thcs', 'thpt'] as const;
export const zCapHoc = z.enum(CAP_HOC, { message: 'khoi.capHoc.invalid' });
export const HINH_THUC_DANH_GIA = ['diem', 'nhan_xet'] as const;

// HeHoc — education system
export const zHeHoc = z.object({
  id: z.number().int(),
  ma: z.string(),
  tenHeHoc: z.string(),
  tenHeHocEn: z.string().nullable(),
  version: z.number().int(),
});
export type HeHoc = z.infer<typeof zHeHoc>;
export const zHeHocInput = z.object({
  ma: zRequiredText('heHoc.ma', 20),
  tenHeHoc: zRequiredText('heHoc.tenHeHoc', 100),
  tenHeHocEn: zOptionalText('heHoc.tenHeHocEn', 100),
  version: zVersion,
});
export type HeHocInput = z.infer<typeof zHeHocInput>;
export const zHeHocListQuery = zListQuery;

// Khoi — grade level
export const zKhoi = z.object({
  id: z.number().int(),
  tenKhoi: z.string(),
  tenKhoiEn: z.string().nullable(),
  thuTu: z.number().int(),
  capHoc: z.string(),
  version: z.number().int(),
});
export type Khoi = z.infer<typeof zKhoi>;
export const zKhoiInput = z.object({
  tenKhoi: zRequiredText('khoi.tenKhoi', 50),
  tenKhoiEn: zOptionalText('khoi.tenKhoiEn', 50),
  thuTu: z
    .number({ message: 'khoi.thuTu.invalid' })
    .int({ message: 'khoi.thuTu.invalid' })
    .min(1, { message: 'khoi.thuTu.invalid' })
    .max(15, { message: 'khoi.thuTu.invalid' }),
  capHoc: zCapHoc,
  version: zVersion,
});
export type KhoiInput = z.infer<typeof zKhoiInput>;
export const zKhoiListQuery = zListQuery.extend({ capHoc: zCapHoc.optional() });

// KhoiHeHoc — which grade levels a system runs (create and delete only)
export const zKhoiHeHoc = z.object({
  id: z.number().int(),
  khoiId: z.number().int(),
  tenKhoi: z.string(),
  tenKhoiEn: z.string().nullable(),
  heHocId: z.number().int(),
  tenHeHoc: z.string(),
  tenHeHocEn: z.string().nullable(),
});
export type KhoiHeHoc = z.infer<typeof zKhoiHeHoc>;
export const zKhoiHeHocInput = z.object({ khoiId: zRefId('khoiHeHoc.khoiId'), heHocId: zRefId('khoiHeHoc.heHocId') });
export type KhoiHeHocInput = z.infer<typeof zKhoiHeHocInput>;
export const zKhoiHeHocListQuery = zListQuery.extend({ khoiId: zQueryId, heHocId: zQueryId });

// TruongHoc — school / campus
export const zTruongHoc = z.object({
  id: z.number().int(),
  tenTruong: z.string(),
  diaChi: z.string().nullable(),
  capHoc: z.array(z.string()),
  soToaNha: z.number().int(),
  version: z.number().int(),
});
export type TruongHoc = z.infer<typeof zTruongHoc>;
export const zTruongHocInput = z.object({
  tenTruong: zRequiredText('truongHoc.tenTruong', 200),
  diaChi: zOptionalText('truongHoc.diaChi', 300),
  capHoc: z.array(zCapHoc).max(3).default([]),
  version: zVersion,
});
export type TruongHocInput = z.infer<typeof zTruongHocInput>;
export const zTruongHocListQuery = zListQuery;

// ToaNha — building
export const zToaNha = z.object({
  id: z.number().int(),
  truongHocId: z.number().int().nullable(),
  tenTruong: z.string().nullable(),
  tenToaNha: z.string(),
  soTang: z.number().int(),
  version: z.number().int(),
});
export type ToaNha = z.infer<typeof zToaNha>;
export const zToaNhaInput = z.object({
  truongHocId: zIdValue().nullish(),
  tenToaNha: zRequiredText('toaNha.tenToaNha', 100),
  version: zVersion,
});
export type ToaNhaInput = z.infer<typeof zToaNhaInput>;
export const zToaNhaListQuery = zListQuery.extend({ truongHocId: zQueryId });

// TangToaNha — floor
export const zTangToaNha = z.object({
  id: z.number().int(),
  toaNhaId: z.number().int(),
  tenToaNha: z.string(),
  tenTang: z.string(),
  thuTu: z.number().int(),
  soPhong: z.number().int(),
  version: z.number().int(),
});
export type TangToaNha = z.infer<typeof zTangToaNha>;
export const zTangToaNhaInput = z.object({
  toaNhaId: zRefId('tangToaNha.toaNhaId'),
  tenTang: zRequiredText('tangToaNha.tenTang', 50),
  thuTu: z
    .number({ message: 'tangToaNha.thuTu.invalid' })
    .int({ message: 'tangToaNha.thuTu.invalid' })
    .min(-5, { message: 'tangToaNha.thuTu.invalid' })
    .max(200, { message: 'tangToaNha.thuTu.invalid' }),
  version: zVersion,
});
export type TangToaNhaInput = z.infer<typeof zTangToaNhaInput>;
export const zTangToaNhaListQuery = zListQuery.extend({ toaNhaId: zQueryId });

// LoaiPhong — room type
export const zLoaiPhong = z.object({
  id: z.number().int(),
  tenLoaiPhong: z.string(),
  tenLoaiPhongEn: z.string().nullable(),
  soPhong: z.number().int(),
  version: z.number().int(),
});
export type LoaiPhong = z.infer<typeof zLoaiPhong>;
export const zLoaiPhongInput = z.object({
  tenLoaiPhong: zRequiredText('loaiPhong.tenLoaiPhong', 100),
  tenLoaiPhongEn: zOptionalText('loaiPhong.tenLoaiPhongEn', 100),
  version: zVersion,
});
export type LoaiPhongInput = z.infer<typeof zLoaiPhongInput>;
export const zLoaiPhongListQuery = zListQuery;

// Phong — room (soft-deleted: timetables and classes of past years refer to it)
export const zPhong = z.object({
  id: z.number().int(),
  tenPhong: z.string(),
  tangId: z.number().int(),
  tenTang: z.string(),
  toaNhaId: z.number().int(),
  tenToaNha: z.string(),
  loaiPhongId: z.number().int(),
  tenLoaiPhong: z.string(),
  tenLoaiPhongEn: z.string().nullable(),
  sucChua: z.number().int(),
  version: z.number().int(),
});
export type Phong = z.infer<typeof zPhong>;
export const zPhongInput = z.object({
  tenPhong: zRequiredText('phong.tenPhong', 50),
  tangId: zRefId('phong.tangId'),
  loaiPhongId: zRefId('phong.loaiPhongId'),
  sucChua: z
    .number({ message: 'phong.sucChua.invalid' })
    .int({ message: 'phong.sucChua.invalid' })
    .min(1, { message: 'phong.sucChua.invalid' })
    .max(2000, { message: 'phong.sucChua.invalid' }),
  version: zVersion,
});
export type PhongInput = z.infer<typeof zPhongInput>;
export const zPhongListQuery = zListQuery.extend({ toaNhaId: zQueryId, tangId: zQueryId, loaiPhongId: zQueryId });

// MonHoc — subject of one education system (soft-deleted: grades refer to it)
export const zMonHoc = z.object({
  id: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  heHocId: z.number().int(),
  tenHeHoc: z.string(),
  tenHeHocEn: z.string().nullable(),
  soTietTuan: z.number().int(),
  hinhThucDanhGia: z.enum(HINH_THUC_DANH_GIA),
  maSyllabus: z.string().nullable(),
  version: z.number().int(),
});
export type MonHoc = z.infer<typeof zMonHoc>;
export const zMonHocInput = z.object({
  maMonHoc: zRequiredText('monHoc.maMonHoc', 30),
  tenMonHoc: zRequiredText('monHoc.tenMonHoc', 150),
  tenMonHocEn: zOptionalText('monHoc.tenMonHocEn', 150),
  heHocId: zRefId('monHoc.heHocId'),
  soTietTuan: z
    .number({ message: 'monHoc.soTietTuan.invalid' })
    .int({ message: 'monHoc.soTietTuan.invalid' })
    .min(0, { message: 'monHoc.soTietTuan.invalid' })
    .max(40, { message: 'monHoc.soTietTuan.invalid' }),
  hinhThucDanhGia: z.enum(HINH_THUC_DANH_GIA, { message: 'monHoc.hinhThucDanhGia.invalid' }),
  maSyllabus: zText()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,10}$/, { message: 'monHoc.maSyllabus.invalid' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => (v ? v : null)),
  version: zVersion,
});
export type MonHocInput = z.infer<typeof zMonHocInput>;
export const zMonHocListQuery = zListQuery.extend({
  heHocId: zQueryId,
  hinhThucDanhGia: z.enum(HINH_THUC_DANH_GIA).optional(),
});
