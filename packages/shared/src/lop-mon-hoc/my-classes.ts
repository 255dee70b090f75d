import { z } from 'zod';

/**
 * "My classes" reads of this school year: a teacher's subject classes (`chuyenmon/lophoccuatoi`) and one of them with
 * its students' names and photos; a student's subject classes (`hocsinh/lopmonhoc`) and one of them with its teachers;
 * a student's homeroom class (`hocsinh/lopquanly`) with classmates' names and photos only. Another class → 404.
 */
export const zNguoiTrongLop = z.object({
  id: z.number().int(),
  hoTen: z.string(),
  /** Photo key for `/api/medias/avatars/{key}`. */
  anhDaiDien: z.string().nullable(),
});
export type NguoiTrongLop = z.infer<typeof zNguoiTrongLop>;

export const zLopCuaToi = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  monHocId: z.number().int(),
  tenMonHoc: z.string(),
  maHeHoc: z.string(),
  lopQuanLyId: z.number().int().nullable(),
  tenLopQuanLy: z.string().nullable(),
  soTietNam: z.number().int(),
  siSo: z.number().int(),
  giaoVien: z.array(zNguoiTrongLop),
});
export type LopCuaToi = z.infer<typeof zLopCuaToi>;

/** A teacher's class: the students now (name, code, photo). */
export const zThongTinLopGiaoVien = zLopCuaToi.extend({
  hocSinh: z.array(zNguoiTrongLop.extend({ maHocSinh: z.string() })),
});
export type ThongTinLopGiaoVien = z.infer<typeof zThongTinLopGiaoVien>;
