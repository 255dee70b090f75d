import { z } from 'zod';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import './messages';

export const TKB_MAX_DAYS = 7;
export const TKB_MAX_PERIODS = 14;

const zDay = zInteger(0, TKB_MAX_DAYS - 1);
const zPeriod = zInteger(0, TKB_MAX_PERIODS - 1);
export const zTkbSlot = z.object({ day: zDay, period: zPeriod });
export type TkbSlot = z.infer<typeof zTkbSlot>;

/** Timetable settings of one academic year. */
export const zCaiDatThoiKhoaBieu = z.object({
  namHocId: z.number().int(),
  soNgayHoc: z.number().int(),
  soTietNgay: z.number().int(),
  soTietSang: z.number().int(),
  gioBatDau: z.array(z.string()),
  thoiLuongTiet: z.number().int(),
  tietCam: z.array(zTkbSlot),
  soTuanNam: z.number().int(),
  version: z.number().int(),
});
export type CaiDatThoiKhoaBieu = z.infer<typeof zCaiDatThoiKhoaBieu>;

const zHourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'thoiKhoaBieu.gio.invalid' });

export const zCaiDatThoiKhoaBieuInput = z
  .object({
    namHocId: zIdValue().optional(),
    soNgayHoc: zInteger(1, TKB_MAX_DAYS),
    soTietNgay: zInteger(1, TKB_MAX_PERIODS),
    soTietSang: zInteger(0, TKB_MAX_PERIODS),
    gioBatDau: z.array(zHourMinute).max(TKB_MAX_PERIODS),
    thoiLuongTiet: zInteger(20, 120),
    tietCam: z.array(zTkbSlot).max(TKB_MAX_DAYS * TKB_MAX_PERIODS),
    soTuanNam: zInteger(1, 53),
    version: zInteger(),
  })
  .refine((v) => v.soTietSang <= v.soTietNgay, { message: 'thoiKhoaBieu.caiDat.sang', path: ['soTietSang'] })
  .refine((v) => v.gioBatDau.length === v.soTietNgay, { message: 'thoiKhoaBieu.caiDat.gio', path: ['gioBatDau'] });
export type CaiDatThoiKhoaBieuInput = z.infer<typeof zCaiDatThoiKhoaBieuInput>;

export const TRANG_THAI_PHIEN_BAN = ['nhap', 'cong_bo', 'luu_tru'] as const;
export type TrangThaiPhienBan = (typeof TRANG_THAI_PHIEN_BAN)[number];

/** A timetable version of one term. */
export const zPhienBanThoiKhoaBieu = z.object({
  id: z.number().int(),
  namHocId: z.number().int(),
  hocKyId: z.number().int(),
  tenHocKy: z.string(),
  ten: z.string(),
  trangThai: z.enum(TRANG_THAI_PHIEN_BAN),
  ngayApDung: z.string(),
  congBoLuc: z.string().nullable(),
  soTiet: z.number().int(),
  version: z.number().int(),
});
export type PhienBanThoiKhoaBieu = z.infer<typeof zPhienBanThoiKhoaBieu>;

/** The versions of a year and the terms a new version can belong to. */
export const zDanhSachPhienBan = z.object({
  namHocId: z.number().int(),
  phienBan: z.array(zPhienBanThoiKhoaBieu),
  hocKy: z.array(z.object({ id: z.number().int(), ten: z.string(), ngayBatDau: z.string().nullable() })),
});
export type DanhSachPhienBan = z.infer<typeof zDanhSachPhienBan>;

export const zPhienBanListQuery = z.object({ namHocId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export type PhienBanListQuery = z.infer<typeof zPhienBanListQuery>;

export const zPhienBanInput = z.object({
  hocKyId: zIdValue(),
  ten: zText({ message: 'thoiKhoaBieu.ten.required' })
    .trim()
    .min(1, { message: 'thoiKhoaBieu.ten.required' })
    .max(200, { message: 'thoiKhoaBieu.ten.tooLong' }),
  ngayApDung: zIsoDate(),
});
export type PhienBanInput = z.infer<typeof zPhienBanInput>;

export const zSaoChepPhienBanInput = z.object({
  ten: zText().trim().min(1, { message: 'thoiKhoaBieu.ten.required' }).max(200).optional(),
});
export const zVersionBody = z.object({ version: zInteger() });

/** chao_co (flag ceremony) and sinh_hoat_lop (class meeting): activities pinned to a slot. */
export const HOAT_DONG = ['chao_co', 'sinh_hoat_lop'] as const;
export type HoatDong = (typeof HOAT_DONG)[number];

/** One lesson of a version, with the names the grid shows. `nhom` = the homeroom classes whose students sit in it. */
export const zTietHoc = z.object({
  id: z.number().int(),
  lopMonHocId: z.number().int().nullable(),
  lopQuanLyId: z.number().int().nullable(),
  hoatDong: z.enum(HOAT_DONG).nullable(),
  ten: z.string(),
  tenEn: z.string().nullable(),
  thu: z.number().int(),
  tiet: z.number().int(),
  soTiet: z.number().int(),
  phongId: z.number().int().nullable(),
  giaoVienIds: z.array(z.number().int()),
  nhom: z.array(z.number().int()),
  coDinh: z.boolean(),
  version: z.number().int(),
});
export type TietHoc = z.infer<typeof zTietHoc>;

const zNamed = z.object({ id: z.number().int(), ten: z.string() });
export type Named = z.infer<typeof zNamed>;

/** A version with all of its lessons and the classes, teachers and rooms the grid can show. */
export const zChiTietPhienBan = z.object({
  phienBan: zPhienBanThoiKhoaBieu,
  caiDat: zCaiDatThoiKhoaBieu,
  tietHoc: z.array(zTietHoc),
  lop: z.array(zNamed),
  giaoVien: z.array(zNamed),
  phong: z.array(zNamed),
});
export type ChiTietPhienBan = z.infer<typeof zChiTietPhienBan>;

export const zDoiTietInput = z.object({
  thu: zDay,
  tiet: zPeriod,
  phongId: zIdValue().nullish(),
  version: zInteger(),
});
export type DoiTietInput = z.infer<typeof zDoiTietInput>;

/** cho: queued behind other generations (one runs per server at a time). */
export const TRANG_THAI_LAN_TAO = ['cho', 'dang_chay', 'xong', 'khong_kha_thi', 'da_dung', 'loi'] as const;

/** Why an input cannot be placed, already in the caller's language. */
export const zLyDoKhongKhaThi = z.object({ rangBuoc: z.string(), moTa: z.string() });

export const zLanTao = z.object({
  id: z.number().int(),
  phienBanId: z.number().int(),
  trangThai: z.enum(TRANG_THAI_LAN_TAO),
  /** While queued: 1 for the next generation to start, 2 for the one after… */
  viTriHangDoi: z.number().int().nullable(),
  daXep: z.number().int(),
  tongSo: z.number().int(),
  diem: z.number().int().nullable(),
  lyDo: z.array(zLyDoKhongKhaThi),
  batDauLuc: z.string(),
  ketThucLuc: z.string().nullable(),
});
export type LanTao = z.infer<typeof zLanTao>;

export const zTaoTuDongInput = z.object({ thoiGianToiDaGiay: zInteger(1, 600).optional() });

export const LOAI_NGOAI_LE = ['day_thay', 'huy', 'doi_phong'] as const;
export type LoaiNgoaiLe = (typeof LOAI_NGOAI_LE)[number];

/** One lesson of my week on its date, with that date's exception applied. */
export const zTietCuaToi = z.object({
  tietHocId: z.number().int(),
  ngay: z.string(),
  thu: z.number().int(),
  tiet: z.number().int(),
  soTiet: z.number().int(),
  batDau: z.string(),
  ketThuc: z.string(),
  ten: z.string(),
  tenEn: z.string().nullable(),
  lop: z.string().nullable(),
  phong: z.string().nullable(),
  giaoVien: z.array(z.string()),
  /** The date's change: a substitute teaches, the lesson is cancelled, or it moved to another room. */
  ngoaiLe: z.enum(LOAI_NGOAI_LE).nullable(),
  giaoVienThay: z.string().nullable(),
  /** True when the caller is the substitute (the lesson is not in their own timetable). */
  dayThay: z.boolean(),
});
export type TietCuaToi = z.infer<typeof zTietCuaToi>;

export const zTuanCuaToi = z.object({
  tuNgay: z.string(),
  denNgay: z.string(),
  soNgayHoc: z.number().int(),
  soTietNgay: z.number().int(),
  gioBatDau: z.array(z.string()),
  thoiLuongTiet: z.number().int(),
  tiet: z.array(zTietCuaToi),
});
export type TuanCuaToi = z.infer<typeof zTuanCuaToi>;

export const zTuanQuery = z.object({ ngay: zIsoDate().optional() });

export const zLichToken = z.object({ duongDan: z.string().nullable(), coToken: z.boolean() });
export type LichToken = z.infer<typeof zLichToken>;

/** What the generator respects besides the assignments: subjects' rooms and periods, teachers' slots and days. */
export const zRangBuoc = z.object({
  namHocId: z.number().int(),
  monHoc: z.array(
    z.object({
      monHocId: z.number().int(),
      loaiPhongId: z.number().int().nullable(),
      tietDoi: z.boolean(),
      monNang: z.boolean(),
    }),
  ),
  giaoVien: z.array(
    z.object({ nhanVienId: z.number().int(), banTiet: z.array(zTkbSlot), ngayUuTien: z.array(z.number().int()) }),
  ),
});
export type RangBuoc = z.infer<typeof zRangBuoc>;

/** A subject's timetable attributes: a required room type, double periods, heavy (prefers the morning). */
export const zMonHocThoiKhoaBieuInput = z.object({
  loaiPhongId: zIdValue().nullable(),
  tietDoi: z.boolean(),
  monNang: z.boolean(),
});
export type MonHocThoiKhoaBieuInput = z.infer<typeof zMonHocThoiKhoaBieuInput>;

/** A teacher's unavailable slots and preferred days of a year (replaces the previous ones). */
export const zGiaoVienThoiKhoaBieuInput = z.object({
  namHocId: zIdValue().optional(),
  banTiet: z.array(zTkbSlot).max(TKB_MAX_DAYS * TKB_MAX_PERIODS),
  ngayUuTien: z.array(zDay).max(TKB_MAX_DAYS),
});
export type GiaoVienThoiKhoaBieuInput = z.infer<typeof zGiaoVienThoiKhoaBieuInput>;

/* Substitutions (`quanlythoikhoabieu/phancongdaythay`) */

export const DAY_THAY_MAX_DAYS = 7;

export const zDayThayQuery = z.object({ tuNgay: zIsoDate().optional(), denNgay: zIsoDate().optional() });
export type DayThayQuery = z.infer<typeof zDayThayQuery>;

/** A published lesson of a date with its change of that date; `canDayThay` when its teacher is on leave needing cover. */
export const zTietTrongNgay = z.object({
  tietHocId: z.number().int(),
  ngay: z.string(),
  tiet: z.number().int(),
  soTiet: z.number().int(),
  ten: z.string(),
  tenEn: z.string().nullable(),
  lop: z.string().nullable(),
  phong: z.string().nullable(),
  /** The kind of room the lesson's subject needs (a lab, a gym…), null if any room will do. */
  loaiPhongCan: z.number().int().nullable(),
  giaoVienIds: z.array(z.number().int()),
  giaoVien: z.array(z.string()),
  /** The teacher on leave (needing cover) and the leave request. */
  nghiPhep: z.object({ donNghiPhepId: z.number().int(), hoTen: z.string() }).nullable(),
  ngoaiLe: z
    .object({
      loai: z.enum(LOAI_NGOAI_LE),
      giaoVienThayId: z.number().int().nullable(),
      giaoVienThay: z.string().nullable(),
      phongId: z.number().int().nullable(),
      phong: z.string().nullable(),
      ghiChu: z.string().nullable(),
      version: z.number().int(),
    })
    .nullable(),
});
export type TietTrongNgay = z.infer<typeof zTietTrongNgay>;

export const zDanhSachDayThay = z.object({
  tuNgay: z.string(),
  denNgay: z.string(),
  /** Lessons of teachers on leave needing cover, and every lesson with a change in the range. */
  tiet: z.array(zTietTrongNgay),
  phong: z.array(z.object({ id: z.number().int(), ten: z.string(), loaiPhongId: z.number().int() })),
});
export type DanhSachDayThay = z.infer<typeof zDanhSachDayThay>;

export const zDeXuatQuery = z.object({ tietHocId: zIdParam, ngay: zIsoDate() });

/** A proposed substitute, best first: free, teaches the subject, fewest substitutions this month. */
export const zGiaoVienDeXuat = z.object({
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  ranh: z.boolean(),
  nghiPhep: z.boolean(),
  cungMon: z.boolean(),
  soDayThayThang: z.number().int(),
});
export type GiaoVienDeXuat = z.infer<typeof zGiaoVienDeXuat>;

export const zNgoaiLeInput = z.object({
  tietHocId: zIdValue(),
  ngay: zIsoDate(),
  loai: z.enum(LOAI_NGOAI_LE),
  giaoVienThayId: zIdValue().nullish(),
  phongId: zIdValue().nullish(),
  ghiChu: zText().trim().max(500).nullish(),
  /** The version of the date's change read (null: there was none); another one → 409. */
  version: zInteger().nullable(),
});
export type NgoaiLeInput = z.infer<typeof zNgoaiLeInput>;

export const zXoaNgoaiLeInput = z.object({ tietHocId: zIdValue(), ngay: zIsoDate(), version: zInteger() });
export type XoaNgoaiLeInput = z.infer<typeof zXoaNgoaiLeInput>;

export const zThongKeDayThayQuery = z.object({
  thang: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'input.date.invalid' })
    .optional(),
});
export const zThongKeDayThay = z.object({
  thang: z.string(),
  giaoVien: z.array(z.object({ nhanVienId: z.number().int(), hoTen: z.string(), soTiet: z.number().int() })),
});
export type ThongKeDayThay = z.infer<typeof zThongKeDayThay>;
