import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import { routeAuthority } from '../routes';
import { zEvidenceFile } from './contract';

/* Staff misconduct reports: a staff member reports a colleague; the managers decide; the reported person sees the
   confirmed reports about them WITHOUT the reporter's identity (no field of theirs carries it). */

export const viPhamNhanVienAuthority = {
  /** Reporting, my history, the confirmed reports about me: every staff member. */
  nhanVien: routeAuthority('/baoCaoViPhamNhanVien/baoCaoViPham'),
  /** The managers (BaoCaoViPhamNhanVien.ThongKe): every report, with the reporter; decisions. */
  quanLy: routeAuthority('/baoCaoViPhamNhanVien/danhSachBaoCaoViPham'),
  /** The managers' statistics per department and code (BaoCaoViPhamNhanVien.ThongKe). */
  thongKe: routeAuthority('/baoCaoViPhamNhanVien/thongKeBaoCaoViPham'),
};

export const TRANG_THAI_VI_PHAM_NV = ['cho_xu_ly', 'da_xac_nhan', 'bo_qua'] as const;
export type TrangThaiViPhamNv = (typeof TRANG_THAI_VI_PHAM_NV)[number];

export const zViPhamNhanVienInput = z.object({
  nhanVienId: zIdValue(),
  ngay: zIsoDate(),
  maViPhamId: zIdValue(),
  moTa: zText().trim().min(1, { message: 'viPham.moTa.required' }).max(4000, { message: 'viPham.moTa.tooLong' }),
  minhChungIds: z.array(zIdValue()).max(5, { message: 'viPham.minhChung.tooMany' }).default([]),
});
export type ViPhamNhanVienInput = z.input<typeof zViPhamNhanVienInput>;

/** What the reported person sees of a confirmed report: no reporter, no evidence (which could name them). */
export const zViPhamNhanVienVeToi = z.object({
  id: z.number().int(),
  ngay: z.string(),
  ma: z.string(),
  moTaMa: z.string(),
  moTaMaEn: z.string(),
  diem: z.number().int(),
  moTa: z.string(),
  ghiChuQuyetDinh: z.string().nullable(),
  quyetDinhLuc: z.string().nullable(),
});
export type ViPhamNhanVienVeToi = z.infer<typeof zViPhamNhanVienVeToi>;

/** The reporter's and the managers' view: who was reported, by whom, the status and the evidence. */
export const zViPhamNhanVien = zViPhamNhanVienVeToi.extend({
  nhanVienId: z.number().int(),
  nhanVien: z.string(),
  phongBan: z.string().nullable(),
  nguoiBaoCao: z.string(),
  trangThai: z.enum(TRANG_THAI_VI_PHAM_NV),
  lyDoBoQua: z.string().nullable(),
  minhChung: z.array(zEvidenceFile),
  version: z.number().int(),
});
export type ViPhamNhanVien = z.infer<typeof zViPhamNhanVien>;

export const zViPhamNhanVienListQuery = zListQuery.extend({
  trangThai: z.enum(TRANG_THAI_VI_PHAM_NV).optional(),
  tuNgay: zIsoDate().optional(),
  denNgay: zIsoDate().optional(),
});
export type ViPhamNhanVienListQuery = z.infer<typeof zViPhamNhanVienListQuery>;

export const zViPhamNhanVienXacNhan = z.object({ version: zInteger(), ghiChu: zText().trim().max(2000).nullish() });
export const zViPhamNhanVienBoQua = z.object({
  version: zInteger(),
  lyDo: zText().trim().min(1, { message: 'viPham.lyDo.required' }).max(2000),
});

export const zNhanVienTim = z.object({ id: z.number().int(), hoTen: z.string(), phongBan: z.string().nullable() });

/** `thongKeBaoCaoViPham`: reports per department, code and month (counts only: nothing of any reporter). */
export const zThongKeViPhamNvQuery = z.object({ tuNgay: zIsoDate().optional(), denNgay: zIsoDate().optional() });
export type ThongKeViPhamNvQuery = z.infer<typeof zThongKeViPhamNvQuery>;
const zCounts = {
  soLuong: z.number().int(),
  choXuLy: z.number().int(),
  daXacNhan: z.number().int(),
  boQua: z.number().int(),
};
export const zThongKeViPhamNv = z.object({
  tuNgay: z.string(),
  denNgay: z.string(),
  tong: z.object(zCounts),
  theoPhongBan: z.array(
    z.object({ phongBanId: z.number().int().nullable(), tenPhongBan: z.string().nullable(), ...zCounts }),
  ),
  theoMa: z.array(
    z.object({ maViPhamId: z.number().int(), ma: z.string(), moTa: z.string(), moTaEn: z.string(), ...zCounts }),
  ),
  theoThang: z.array(z.object({ thang: z.string(), ...zCounts })),
});
export type ThongKeViPhamNv = z.infer<typeof zThongKeViPhamNv>;
