import { z } from 'zod';
import { zCapHoc } from '../danh-muc/contract';
import { zQueryId } from '../danh-muc/fields';
import { zIdParam, zIdValue, zInteger, zText } from '../input/primitives';
import './messages';

export * from './load';

/**
 * Teaching assignments of a year (`/api/PhanCongGiangDay`, the timetable office): which teachers teach each subject
 * class (the rows of `lop_mon_hoc_giao_vien`, written through the lop-mon-hoc module), each teacher's duties that reduce
 * the norm, the year's norm settings, and from them each teacher's weekly load and yearly ledger.
 */
const zSoTiet = (max: number) => zInteger(0, max);
export const zCaiDatPhanCong = z.object({
  soTuanNam: zInteger(1, 52),
  dinhMuc: z.object({ tieu_hoc: zSoTiet(60), thcs: zSoTiet(60), thpt: zSoTiet(60) }),
  giamTru: z.object({
    chuNhiem: zSoTiet(30),
    toTruong: zSoTiet(30),
    toPho: zSoTiet(30),
    tapSu: zSoTiet(30),
    conNho: zSoTiet(30),
    conNhoTieuHoc: zSoTiet(30),
  }),
  vuotGioToiDaPhanTram: zInteger(0, 200),
  canhBaoTietThemNam: zInteger(0, 10_000),
});

export const zCaiDatPhanCongInput = zCaiDatPhanCong.extend({
  namHocId: zIdValue(),
  version: zInteger(),
});
export type CaiDatPhanCongInput = z.infer<typeof zCaiDatPhanCongInput>;

/** A teacher's duties in one year; `capHoc` null = the level most of their classes belong to. */
export const zNhiemVuGiaoVien = z.object({
  capHoc: zCapHoc.nullable(),
  toTruong: z.boolean(),
  toPho: z.boolean(),
  tapSu: z.boolean(),
  conNho: z.boolean(),
  giamTruKhac: zInteger(0, 30),
  ghiChu: zText().max(500, { message: 'phanCong.ghiChu.tooLong' }).nullable(),
});
export type NhiemVuGiaoVienRow = z.infer<typeof zNhiemVuGiaoVien>;

/** Saving a teacher's duties: `version` 0 when none were saved for the year yet (a stale one answers 409). */
export const zNhiemVuGiaoVienInput = zNhiemVuGiaoVien.extend({ namHocId: zIdValue(), version: zInteger() });
export type NhiemVuGiaoVienInput = z.infer<typeof zNhiemVuGiaoVienInput>;

export const zGiaoVienNgan = z.object({ id: z.number().int(), hoTen: z.string() });

export const zLopPhanCong = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  /** The subject's English name (shown in English mode), when the school gave one. */
  tenMonHocEn: z.string().nullable(),
  /** Programme of the subject: VN (national) or CAM (Cambridge). */
  maHeHoc: z.string(),
  lopQuanLyId: z.number().int().nullable(),
  tenLopQuanLy: z.string().nullable(),
  capHoc: zCapHoc.nullable(),
  soTietNam: z.number().int(),
  tietTuan: z.number(),
  giaoVien: z.array(zGiaoVienNgan),
  version: z.number().int(),
});
export type LopPhanCong = z.infer<typeof zLopPhanCong>;

export const zTaiGiaoVien = z.object({
  nhanVienId: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  tenPhongBan: z.string().nullable(),
  /** Homeroom classes of the year (the homeroom reduction). */
  chuNhiem: z.array(z.string()),
  capHoc: zCapHoc,
  nhiemVu: zNhiemVuGiaoVien,
  /** 0 while nothing was saved for the year. */
  version: z.number().int(),
  soLop: z.number().int(),
  dinhMucCap: z.number(),
  tongGiamTru: z.number(),
  dinhMuc: z.number(),
  tietTuan: z.number(),
  chenhLech: z.number(),
  toiDa: z.number(),
  vuotTran: z.boolean(),
  tietNam: z.number(),
  giamTruNam: z.number(),
  dinhMucNam: z.number(),
  tietDayThay: z.number(),
  tietThem: z.number(),
  canhBaoTietThem: z.boolean(),
});
export type TaiGiaoVien = z.infer<typeof zTaiGiaoVien>;

export const zPhanCongTongHop = z.object({
  namHocId: z.number().int(),
  tenNamHoc: z.string(),
  caiDat: zCaiDatPhanCong,
  /** 0 while the year uses the defaults. */
  caiDatVersion: z.number().int(),
  lop: z.array(zLopPhanCong),
  giaoVien: z.array(zTaiGiaoVien),
});
export type PhanCongTongHop = z.infer<typeof zPhanCongTongHop>;

export const zPhanCongQuery = z.object({ namHocId: zQueryId });
export type PhanCongQuery = z.infer<typeof zPhanCongQuery>;

/** The teachers of one subject class (assign = add an id, unassign = leave it out), with the class's version. */
export const zGanGiaoVienInput = z.object({
  nhanVienIds: z
    .array(zIdValue())
    .max(6, { message: 'phanCong.giaoVien.tooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'phanCong.giaoVien.duplicate' }),
  version: zInteger(),
});
export type GanGiaoVienInput = z.infer<typeof zGanGiaoVienInput>;

/** Copy from the previous year: subject classes matched by subject, name and grade level. */
export const zSaoChepDong = z.object({
  lopMonHocId: z.number().int(),
  tenLop: z.string(),
  tenMonHoc: z.string(),
  tuLopMonHocId: z.number().int(),
  tuTenLop: z.string(),
  giaoVien: z.array(zGiaoVienNgan),
  /** The class has teachers already: the copy leaves it as it is. */
  daCoGiaoVien: z.boolean(),
});
export const zSaoChepXemTruoc = z.object({
  namHocTruoc: z.object({ id: z.number().int(), tenNamHoc: z.string() }).nullable(),
  dong: z.array(zSaoChepDong),
});
export type SaoChepXemTruoc = z.infer<typeof zSaoChepXemTruoc>;
export const zSaoChepPhanCongInput = z.object({ namHocId: zIdValue() });
export const zSaoChepResult = z.object({ soLop: z.number().int() });

/** Columns of the assignment sheet (export and import): the class id identifies the row, teacher codes are `;`-separated. */
export const PHAN_CONG_IMPORT_COLUMNS = [
  { key: 'lopMonHocId', vi: 'Mã lớp môn học', en: 'Subject class id' },
  { key: 'tenLop', vi: 'Lớp môn học', en: 'Subject class' },
  { key: 'tenMonHoc', vi: 'Môn học', en: 'Subject' },
  { key: 'tenLopQuanLy', vi: 'Lớp quản lý', en: 'Homeroom class' },
  { key: 'tietTuan', vi: 'Tiết/tuần', en: 'Periods/week' },
  { key: 'maGiaoVien', vi: 'Mã giáo viên', en: 'Teacher codes' },
  { key: 'tenGiaoVien', vi: 'Giáo viên', en: 'Teachers' },
] as const;

export const zNhapPhanCongQuery = z.object({
  namHocId: zIdParam,
  thuNghiem: z
    .enum(['true', 'false'], { message: 'phanCong.thuNghiem.invalid' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapPhanCongResult = z.object({
  soDong: z.number().int(),
  /** Classes whose teachers change (or changed). */
  soLop: z.number().int(),
  loi: z.array(
    z.object({
      dong: z.number().int(),
      cot: z.string().nullable(),
      tenCot: z.string().nullable(),
      thongBao: z.string(),
    }),
  ),
  daLuu: z.boolean(),
});
export type NhapPhanCongResult = z.infer<typeof zNhapPhanCongResult>;
