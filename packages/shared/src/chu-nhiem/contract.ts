import { z } from 'zod';
import { TRANG_THAI_DIEM_DANH } from '../diem-danh/contract';
import { zIdValue, zIntegerParam, zText } from '../input/primitives';
import './messages';

/** `GET /api/ChuNhiem/lopToiChuNhiem`: the caller's homeroom classes of a year (the active one by default). */
export const zLopToiChuNhiemQuery = z.object({ namHocId: zIntegerParam(1).optional() });
export type LopToiChuNhiemQuery = z.infer<typeof zLopToiChuNhiemQuery>;

/** One homeroom class in the list, with today's attendance at a glance. */
export const zLopCuaToiChuNhiem = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  siSo: z.number().int(),
  /** Students whose attendance of today is recorded. */
  daDiemDanh: z.number().int(),
  /** Students absent (excused or not) today. */
  vangHomNay: z.number().int(),
});
export type LopCuaToiChuNhiem = z.infer<typeof zLopCuaToiChuNhiem>;

export const zLopToiChuNhiem = z.object({
  namHocId: z.number().int().nullable(),
  ngay: z.string(),
  items: z.array(zLopCuaToiChuNhiem),
});
export type LopToiChuNhiem = z.infer<typeof zLopToiChuNhiem>;

export const zPhuHuynhLienHe = z.object({
  id: z.number().int(),
  quanHe: z.string(),
  hoTen: z.string(),
  dienThoai: z.string().nullable(),
  email: z.string().nullable(),
});
export type PhuHuynhLienHe = z.infer<typeof zPhuHuynhLienHe>;

/** A student of my homeroom class: contacts, today's status and this term's absences. */
export const zHocSinhChuNhiem = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  ngaySinh: z.string().nullable(),
  anhDaiDien: z.string().nullable(),
  phuHuynh: z.array(zPhuHuynhLienHe),
  /** Today's status, null while not taken. */
  trangThaiHomNay: z.enum(TRANG_THAI_DIEM_DANH).nullable(),
  ghiChuHomNay: z.string().nullable(),
  vangCoPhep: z.number().int(),
  vangKhongPhep: z.number().int(),
  diMuon: z.number().int(),
});
export type HocSinhChuNhiem = z.infer<typeof zHocSinhChuNhiem>;

/** `GET /api/ChuNhiem/lop/{id}`: the class page of its homeroom teacher. */
export const zThongTinLopChuNhiem = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  namHocId: z.number().int(),
  /** Today at the school (yyyy-mm-dd): the only day this page records attendance for. */
  ngay: z.string(),
  /** The term that holds today (or the year's last one begun), whose absences are counted. */
  hocKy: z.object({ ten: z.string(), tuNgay: z.string(), denNgay: z.string() }).nullable(),
  diemDanhLuc: z.string().nullable(),
  hocSinh: z.array(zHocSinhChuNhiem),
  /** Ids of the students whose birthday is in this month, in day order. */
  sinhNhatThangNay: z.array(z.number().int()),
});
export type ThongTinLopChuNhiem = z.infer<typeof zThongTinLopChuNhiem>;

/** `PUT /api/ChuNhiem/lop/{id}/diemDanh`: today's attendance of the class; students not listed are left as they are. */
export const zDiemDanhHomNayInput = z.object({
  items: z
    .array(
      z.object({
        hocSinhId: zIdValue(),
        trangThai: z.enum(TRANG_THAI_DIEM_DANH, { message: 'chuNhiem.trangThai.invalid' }),
        ghiChu: zText().trim().max(500, { message: 'chuNhiem.ghiChu.tooLong' }).nullish(),
      }),
    )
    .min(1, { message: 'chuNhiem.items.required' })
    .max(200),
});
export type DiemDanhHomNayInput = z.infer<typeof zDiemDanhHomNayInput>;

export const zDiemDanhHomNayResult = z.object({ soHocSinh: z.number().int(), ngay: z.string() });
export type DiemDanhHomNayResult = z.infer<typeof zDiemDanhHomNayResult>;
