import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdValue, zInteger, zText } from '../input/primitives';
import './messages';

/** new → in progress → fixed / won't fix; a report may also be closed as won't fix (or fixed) straight from new. */
export const TRANG_THAI_BAO_LOI = ['moi', 'dangXuLy', 'daSua', 'khongSua'] as const;
export const zTrangThaiBaoLoi = z.enum(TRANG_THAI_BAO_LOI);
export type TrangThaiBaoLoi = z.infer<typeof zTrangThaiBaoLoi>;

/** Which status may follow which: the only way a status changes (workflows: explicit transitions). */
export const BUG_TRANSITIONS: Readonly<Record<TrangThaiBaoLoi, readonly TrangThaiBaoLoi[]>> = {
  moi: ['dangXuLy', 'daSua', 'khongSua'],
  dangXuLy: ['daSua', 'khongSua'],
  daSua: ['dangXuLy'],
  khongSua: ['dangXuLy'],
};

/** One bug report in a list. */
export const zBaoLoi = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  trangThai: zTrangThaiBaoLoi,
  duongDan: z.string().nullable(),
  nguoiBao: z.string(),
  taiKhoanId: z.number().int(),
  coAnhChup: z.boolean(),
  ngayTao: z.string(),
  ngayCapNhat: z.string(),
  version: z.number().int(),
});
export type BaoLoi = z.infer<typeof zBaoLoi>;

export const zBaoLoiLichSu = z.object({
  tuTrangThai: zTrangThaiBaoLoi.nullable(),
  denTrangThai: zTrangThaiBaoLoi,
  ghiChu: z.string().nullable(),
  nguoiThucHien: z.string(),
  thoiGian: z.string(),
});
export type BaoLoiLichSu = z.infer<typeof zBaoLoiLichSu>;

/** One report with what happened, the steps, the screenshot and its status history. */
export const zBaoLoiChiTiet = zBaoLoi.extend({
  moTa: z.string(),
  cacBuoc: z.string().nullable(),
  trinhDuyet: z.string().nullable(),
  anhChupId: z.number().int().nullable(),
  lichSu: z.array(zBaoLoiLichSu),
});
export type BaoLoiChiTiet = z.infer<typeof zBaoLoiChiTiet>;

/** A report as the form sends it; the page address and the browser are filled in by the page. */
export const zBaoLoiInput = z.object({
  tieuDe: zText({ message: 'baoLoi.tieuDe.required' })
    .trim()
    .min(1, { message: 'baoLoi.tieuDe.required' })
    .max(200, { message: 'baoLoi.tieuDe.tooLong' }),
  moTa: zText({ message: 'baoLoi.moTa.required' })
    .trim()
    .min(1, { message: 'baoLoi.moTa.required' })
    .max(4000, { message: 'baoLoi.moTa.tooLong' }),
  cacBuoc: zText().trim().max(4000, { message: 'baoLoi.cacBuoc.tooLong' }).nullish(),
  duongDan: zText().trim().max(1000, { message: 'baoLoi.duongDan.tooLong' }).nullish(),
  trinhDuyet: zText().trim().max(500, { message: 'baoLoi.trinhDuyet.tooLong' }).nullish(),
  anhChupId: zIdValue().nullish(),
});
export type BaoLoiInput = z.infer<typeof zBaoLoiInput>;

/** Admin moves a report on; the reporter is told. The version guards against two admins acting at once. */
export const zBaoLoiChuyenTrangThai = z.object({
  trangThai: zTrangThaiBaoLoi,
  ghiChu: zText().trim().max(2000, { message: 'baoLoi.ghiChu.tooLong' }).nullish(),
  version: zInteger(),
});
export type BaoLoiChuyenTrangThai = z.infer<typeof zBaoLoiChuyenTrangThai>;

export const zBaoLoiListQuery = zListQuery.extend({ trangThai: zTrangThaiBaoLoi.optional() });
export type BaoLoiListQuery = z.infer<typeof zBaoLoiListQuery>;

/** The stored screenshot, as the upload answers it. */
export const zAnhChupBaoLoi = z.object({ id: z.number().int(), tenTep: z.string(), kichThuoc: z.number().int() });
export type AnhChupBaoLoi = z.infer<typeof zAnhChupBaoLoi>;

export const BUG_SCREENSHOT_MAX_MB = 5;
