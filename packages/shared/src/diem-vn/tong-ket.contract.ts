import { z } from 'zod';
import { PROMOTIONS } from '../grades-vn/rules';
import { zInteger } from '../input/primitives';
import { zCell, zCommentResult, zLevel } from './contract';
import { zDbId } from './fields';

// Conduct, term and year summaries of homeroom classes, and the student report (Circular 22).

export const zRenLuyenRow = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  hocKy1: zLevel.nullable(),
  hocKy2: zLevel.nullable(),
  caNam: zLevel.nullable(),
  /** The result of the summer conduct training (rule 9; only after a year conduct Chưa đạt): replaces the year's. */
  he: zLevel.nullable(),
  version1: z.number().int(),
  version2: z.number().int(),
  versionHe: z.number().int(),
});
export const zRenLuyen = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  /** The caller is the class's homeroom teacher. */
  choPhepSua: z.boolean(),
  /** The caller may enter summer conduct training results (the homeroom teacher, also after the year is confirmed). */
  choPhepSuaHe: z.boolean(),
  hocSinh: z.array(zRenLuyenRow),
});
export type RenLuyen = z.infer<typeof zRenLuyen>;

export const zRenLuyenInput = z
  .object({
    /** 1, 2, or 3 = the summer conduct training's result. */
    hocKy: z.coerce
      .number({ message: 'diemVn.hocKy.invalid' })
      .int({ message: 'diemVn.hocKy.invalid' })
      .min(1, { message: 'diemVn.hocKy.invalid' })
      .max(3, { message: 'diemVn.hocKy.invalid' }),
    hocSinhId: zDbId,
    mucDo: zLevel.nullable(),
    version: zInteger(),
  })
  .strict();
export type RenLuyenInput = z.infer<typeof zRenLuyenInput>;

/** A subject's result on a student's report. */
export const zKetQuaMon = z.object({
  lopMonHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  hinhThucDanhGia: z.enum(['diem', 'nhan_xet']),
  hocKy: z.array(
    z.object({
      hocKy: z.number().int(),
      congBo: z.boolean(),
      o: z.array(zCell),
      trungBinh: z.number().nullable(),
      ketQua: zCommentResult.nullable(),
      nhanXet: z.string().nullable(),
    }),
  ),
  caNam: z.number().nullable(),
  ketQuaCaNam: zCommentResult.nullable(),
  /** The year result comes from the summer retake (the cell KTL of term 2). */
  kiemTraLai: z.boolean(),
});
export const zTongKetHocSinh = z.object({
  hocKy: z.number().int(),
  hocTapRaw: zLevel.nullable(),
  hocTap: zLevel.nullable(),
  renLuyen: zLevel.nullable(),
  soBuoiNghi: z.number().int(),
  ketQua: z.enum(PROMOTIONS).nullable(),
  danhHieu: z.enum(['XuatSac', 'Gioi']).nullable(),
  /** The year was classified again after the summer retake (`ketQua` is then LenLop or OLai). */
  sauHe: z.boolean(),
});
/** The student's report (phiếu kết quả học tập): only published terms, never ranks or classmates (rule 11). */
export const zPhieuKetQua = z.object({
  hocSinh: z.object({ id: z.number().int(), maHocSinh: z.string(), hoTen: z.string(), lop: z.string().nullable() }),
  namHoc: z.object({ id: z.number().int(), tenNamHoc: z.string() }),
  mon: z.array(zKetQuaMon),
  tongKet: z.array(zTongKetHocSinh),
});
export type PhieuKetQua = z.infer<typeof zPhieuKetQua>;
export const zPhieuKetQuaQuery = z.object({ namHocId: zDbId.optional() });
/** Per student of a homeroom class: subject averages and the summary of a term (1, 2) or the year (0). */
export const zTongKetLop = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  hocKy: z.number().int(),
  xacNhan: z.boolean(),
  mon: z.array(z.object({ monHocId: z.number().int(), maMonHoc: z.string(), tenMonHoc: z.string() })),
  hocSinh: z.array(
    zTongKetHocSinh.extend({
      hocSinhId: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      diem: z.array(
        z.object({
          monHocId: z.number().int(),
          diemTb: z.number().nullable(),
          ketQua: zCommentResult.nullable(),
          /** Year view: the student sits (or sat) this subject's summer retake; the year result then comes from it. */
          kiemTraLai: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TongKetLop = z.infer<typeof zTongKetLop>;
export const zTongKetQuery = z.object({ hocKy: z.coerce.number().int().min(0).max(2).default(0) });

/**
 * The office's run over a whole year (the year-end): every national secondary subject class's stored averages, then
 * the summary of a term (1, 2) or the year (0) of every homeroom class not yet confirmed.
 */
export const zTinhTatCaInput = z.object({
  namHocId: zDbId.optional(),
  hocKy: z.number().int().min(0).max(2),
});
export type TinhTatCaInput = z.infer<typeof zTinhTatCaInput>;
export const zTinhTatCaResult = z.object({
  soLopMonHoc: z.number().int(),
  soLop: z.number().int(),
  soHocSinh: z.number().int(),
  /** Homeroom classes left as they were because their summary is confirmed. */
  daXacNhan: z.number().int(),
});
export type TinhTatCaResult = z.infer<typeof zTinhTatCaResult>;

export const zLopChuNhiem = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  khoiId: z.number().int(),
  gvcn: z.string().nullable(),
});
export type LopChuNhiem = z.infer<typeof zLopChuNhiem>;
export const zLopChuNhiemQuery = z.object({
  namHocId: zDbId.optional(),
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});
