import { z } from 'zod';
import { zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import { registerMessages } from '../messages';
import { routeAuthority } from '../routes';

/* Youth Union class discipline (doanDoi/danhGiaNenNepHocSinh): criteria with points, weekly entries per homeroom
   class by the duty team (pending → approved), weekly and monthly class rankings. */

export const nenNepAuthority = {
  /** The Youth Union's discipline team (DoanDoi.QuanLyNenNep): criteria, entries, approval, rankings. */
  quanLy: routeAuthority('/doanDoi/danhGiaNenNepHocSinh'),
};

export const TRANG_THAI_NEN_NEP = ['cho_duyet', 'da_duyet'] as const;
export type TrangThaiNenNep = (typeof TRANG_THAI_NEN_NEP)[number];

export const zTieuChiNenNep = z.object({
  id: z.number().int(),
  ten: z.string(),
  tenEn: z.string(),
  diemToiDa: z.number().int(),
  thuTu: z.number().int(),
  dangDung: z.boolean(),
  version: z.number().int(),
});
export type TieuChiNenNep = z.infer<typeof zTieuChiNenNep>;

export const zTieuChiNenNepInput = z.object({
  ten: zText().trim().min(1, { message: 'nenNep.ten.required' }).max(200, { message: 'nenNep.ten.tooLong' }),
  tenEn: zText().trim().min(1, { message: 'nenNep.ten.required' }).max(200, { message: 'nenNep.ten.tooLong' }),
  diemToiDa: zInteger(1, 100),
  thuTu: zInteger(0, 1000).default(0),
  dangDung: z.boolean().default(true),
  version: zInteger().optional(),
});
export type TieuChiNenNepInput = z.input<typeof zTieuChiNenNepInput>;

export const zTieuChiNenNepQuery = z.object({ tatCa: z.enum(['true', 'false']).optional() });

/** A date given for a week: any day of it (the server keeps its Monday). */
export const zNenNepTuanQuery = z.object({ tuan: zIsoDate().optional() });

export const zNenNepLop = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  /** The week's entry, null while the duty team has entered nothing. */
  id: z.number().int().nullable(),
  trangThai: z.enum(TRANG_THAI_NEN_NEP).nullable(),
  diem: z.array(z.object({ tieuChiId: z.number().int(), diem: z.number().int() })),
  tongDiem: z.number().int().nullable(),
  ghiChu: z.string().nullable(),
  /** The caller entered it last: another member of the team approves it (the one who enters never approves). */
  nhapBoiToi: z.boolean(),
  version: z.number().int(),
});
export type NenNepLop = z.infer<typeof zNenNepLop>;

export const zNenNepTuan = z.object({
  /** The Monday of the week. */
  tuan: z.string(),
  tieuChi: z.array(zTieuChiNenNep),
  lop: z.array(zNenNepLop),
});
export type NenNepTuan = z.infer<typeof zNenNepTuan>;

export const zNenNepNhap = z.object({
  lopQuanLyId: zIdValue(),
  tuan: zIsoDate(),
  diem: z
    .array(z.object({ tieuChiId: zIdValue(), diem: zInteger(0, 100) }))
    .min(1, { message: 'nenNep.diem.required' })
    .max(50),
  ghiChu: zText().trim().max(2000).nullish(),
  version: zInteger().default(0),
});
export type NenNepNhap = z.input<typeof zNenNepNhap>;

export const zNenNepDuyet = z.object({ version: zInteger() });
export const zNenNepDuyetTuan = z.object({ tuan: zIsoDate() });

export const KIEU_XEP_HANG = ['tuan', 'thang'] as const;
export const zXepHangQuery = z.object({
  kieu: z.enum(KIEU_XEP_HANG).default('tuan'),
  /** `tuan`: any day of the week; `thang`: any day of the month. */
  ngay: zIsoDate().optional(),
});
export type XepHangQuery = z.input<typeof zXepHangQuery>;

export const zXepHangDong = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  hang: z.number().int(),
  /** Approved weeks counted. */
  soTuan: z.number().int(),
  tongDiem: z.number().int(),
  /** Average points per approved week (the monthly ranking's key). */
  trungBinh: z.number(),
});
export type XepHangDong = z.infer<typeof zXepHangDong>;

export const zXepHang = z.object({
  kieu: z.enum(KIEU_XEP_HANG),
  tuNgay: z.string(),
  denNgay: z.string(),
  /** The best a class can reach in one week (sum of the active criteria's maximum). */
  diemToiDaTuan: z.number().int(),
  lop: z.array(zXepHangDong),
});
export type XepHang = z.infer<typeof zXepHang>;

/** The Monday of the week of an ISO date (weeks run Monday to Sunday at school). */
export function mondayOf(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * Ranks classes by average weekly points (higher first); classes with the same average share a rank and the next
 * rank skips (1, 2, 2, 4). Classes without an approved week come last, unranked (rank 0).
 */
export function rankClasses<T extends { trungBinh: number; soTuan: number; tenLop: string }>(
  rows: T[],
): (T & { hang: number })[] {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b.soTuan > 0) - Number(a.soTuan > 0) ||
      b.trungBinh - a.trungBinh ||
      a.tenLop.localeCompare(b.tenLop, 'vi', { numeric: true }),
  );
  let hang = 0;
  return sorted.map((row, i) => {
    if (row.soTuan === 0) return { ...row, hang: 0 };
    const previous = sorted[i - 1];
    if (!previous || previous.trungBinh !== row.trungBinh) hang = i + 1;
    return { ...row, hang };
  });
}

registerMessages({
  'nenNep.ten.required': { vi: 'Vui lòng nhập tên tiêu chí.', en: 'Please enter the criterion’s name.' },
  'nenNep.ten.tooLong': { vi: 'Tên tiêu chí tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'nenNep.diem.required': { vi: 'Vui lòng nhập điểm các tiêu chí.', en: 'Please enter the points of the criteria.' },
  'nenNep.diem.range': {
    vi: 'Điểm của tiêu chí phải từ 0 đến {max}.',
    en: 'A criterion’s points must be between 0 and {max}.',
  },
  'nenNep.tieuChi.invalid': {
    vi: 'Tiêu chí không hợp lệ hoặc đã ngừng dùng.',
    en: 'A criterion is unknown or no longer in use.',
  },
  'nenNep.lop.invalid': {
    vi: 'Lớp không thuộc năm học hiện tại.',
    en: 'The class is not one of the current year.',
  },
  'nenNep.tuan.future': { vi: 'Không nhập điểm cho tuần chưa bắt đầu.', en: 'The week has not started yet.' },
  'nenNep.daDuyet': {
    vi: 'Tuần này của lớp đã được duyệt, không sửa được nữa.',
    en: 'This class’s week is approved and can no longer be changed.',
  },
});
