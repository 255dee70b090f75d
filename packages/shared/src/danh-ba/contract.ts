import { z } from 'zod';
import { zListQuery } from '../api';
import { zQueryId } from '../danh-muc/fields';
import { zAvatarKey } from '../medias/contract';

/**
 * Directory (`/api/DanhBa`, role GiaoVien): staff and students, accent-insensitive search.
 *
 * What a teacher sees of a student (decided here, enforced by the server's presenters):
 * - every teacher: code, name, gender, class, avatar, the student's school e-mail; never health notes, address,
 *   date of birth or the student's own phone;
 * - the student's homeroom teacher (current enrolment) and Admin also: date of birth, phone and the family contacts;
 * - health notes only in the Admin profile (`/api/HocSinh/:id/hoSo`), audit-logged.
 */
export const zDanhBaNhanVien = z.object({
  id: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  anhDaiDien: zAvatarKey.nullable(),
  phongBanId: z.number().int().nullable(),
  tenPhongBan: z.string().nullable(),
  tenPhongBanEn: z.string().nullable(),
  chucVu: z.string().nullable(),
  chucVuEn: z.string().nullable(),
  email: z.string().nullable(),
  dienThoai: z.string().nullable(),
});
export type DanhBaNhanVien = z.infer<typeof zDanhBaNhanVien>;

export const zDanhBaNhanVienQuery = zListQuery.extend({ phongBanId: zQueryId });

export const zDanhBaNhanVienHoSo = zDanhBaNhanVien.extend({
  gioiTinh: z.string().nullable(),
  ngayVaoLam: z.string().nullable(),
  laTruongPhong: z.boolean(),
  lopChuNhiem: z.array(z.object({ id: z.number().int(), tenLop: z.string() })),
  monGiangDay: z.array(z.string()),
});
export type DanhBaNhanVienHoSo = z.infer<typeof zDanhBaNhanVienHoSo>;

export const zDanhBaHocSinh = z.object({
  id: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  anhDaiDien: zAvatarKey.nullable(),
  lopQuanLyId: z.number().int().nullable(),
  tenLop: z.string().nullable(),
  email: z.string().nullable(),
});
export type DanhBaHocSinh = z.infer<typeof zDanhBaHocSinh>;

export const zDanhBaHocSinhQuery = zListQuery.extend({ lopQuanLyId: zQueryId, khoiId: zQueryId });

export const zDanhBaHocSinhHoSo = zDanhBaHocSinh.extend({
  tenGvcn: z.string().nullable(),
  /** True when the reader is the homeroom teacher or Admin: the fields below are filled. */
  xemDayDu: z.boolean(),
  ngaySinh: z.string().nullable(),
  dienThoai: z.string().nullable(),
  phuHuynh: z.array(
    z.object({ quanHe: z.string(), hoTen: z.string(), dienThoai: z.string().nullable(), email: z.string().nullable() }),
  ),
});
export type DanhBaHocSinhHoSo = z.infer<typeof zDanhBaHocSinhHoSo>;
