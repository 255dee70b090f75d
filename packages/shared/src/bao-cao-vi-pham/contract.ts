import { z } from 'zod';
import { zListQuery } from '../api';
import { CAP_HOC } from '../danh-muc/contract';
import { zIdParam, zIdValue, zInteger, zIntegerParam, zIsoDate, zText } from '../input/primitives';
import { BIEN_PHAP, DOI_TUONG_VI_PHAM, TRANG_THAI_TU_KIEM_DIEM, TRANG_THAI_VI_PHAM } from './rules';
import './messages';

export * from './rules';

/* Violation codes: the school's managed list (the discipline office edits it; every teacher reads it). */

export const zMaViPham = z.object({
  id: z.number().int(),
  ma: z.string(),
  moTa: z.string(),
  moTaEn: z.string(),
  /** Negative for a fault, positive for a good deed. */
  diem: z.number().int(),
  mucDo: z.number().int(),
  doiTuong: z.enum(DOI_TUONG_VI_PHAM),
  dangDung: z.boolean(),
  version: z.number().int(),
});
export type MaViPham = z.infer<typeof zMaViPham>;

export const zMaViPhamInput = z.object({
  ma: zText({ message: 'viPham.ma.required' })
    .trim()
    .min(1, { message: 'viPham.ma.required' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, { message: 'viPham.ma.format' }),
  moTa: zText().trim().min(1, { message: 'viPham.moTa.required' }).max(300, { message: 'viPham.moTa.tooLong' }),
  moTaEn: zText().trim().min(1, { message: 'viPham.moTa.required' }).max(300, { message: 'viPham.moTa.tooLong' }),
  diem: z.number().int().min(-100, { message: 'viPham.diem.range' }).max(100, { message: 'viPham.diem.range' }),
  mucDo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  doiTuong: z.enum(DOI_TUONG_VI_PHAM),
  dangDung: z.boolean().default(true),
  version: zInteger().optional(),
});
export type MaViPhamInput = z.input<typeof zMaViPhamInput>;

export const zMaViPhamListQuery = z.object({
  doiTuong: z.enum(DOI_TUONG_VI_PHAM).optional(),
  /** `true`: retired codes too (the office's management tab). */
  tatCa: z.enum(['true', 'false']).optional(),
});
export type MaViPhamListQuery = z.infer<typeof zMaViPhamListQuery>;

/* Student incidents. */

export const zEvidenceFile = z.object({
  id: z.number().int(),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
});
export type EvidenceFile = z.infer<typeof zEvidenceFile>;

export const zViPhamHocSinhInput = z.object({
  hocSinhIds: z
    .array(zIdValue())
    .min(1, { message: 'viPham.hocSinh.required' })
    .max(30, { message: 'viPham.hocSinh.tooMany' }),
  ngay: zIsoDate(),
  tiet: z.number().int().min(1).max(12).nullish(),
  diaDiem: zText().trim().max(200, { message: 'viPham.diaDiem.tooLong' }).nullish(),
  maViPhamIds: z.array(zIdValue()).min(1, { message: 'viPham.maViPham.required' }).max(10),
  moTa: zText().trim().min(1, { message: 'viPham.moTa.required' }).max(4000, { message: 'viPham.moTa.tooLong' }),
  minhChungIds: z.array(zIdValue()).max(5, { message: 'viPham.minhChung.tooMany' }).default([]),
});
export type ViPhamHocSinhInput = z.input<typeof zViPhamHocSinhInput>;

export const zViPhamHocSinhNguoi = z.object({
  id: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  tenLop: z.string().nullable(),
  capHoc: z.enum(CAP_HOC).nullable(),
  /** Where this student's self-review stands (null: none asked of them). */
  tuKiemDiem: z.enum(TRANG_THAI_TU_KIEM_DIEM).nullable(),
});

export const zViPhamMa = z.object({
  id: z.number().int(),
  ma: z.string(),
  moTa: z.string(),
  moTaEn: z.string(),
  diem: z.number().int(),
  mucDo: z.number().int(),
});

/** One incident as the lists show it. */
export const zViPhamHocSinh = z.object({
  id: z.number().int(),
  ngay: z.string(),
  tiet: z.number().int().nullable(),
  diaDiem: z.string().nullable(),
  trangThai: z.enum(TRANG_THAI_VI_PHAM),
  bienPhap: z.enum(BIEN_PHAP).nullable(),
  nguoiBaoCao: z.string(),
  hocSinh: z.array(zViPhamHocSinhNguoi),
  maViPham: z.array(zViPhamMa),
  /** The points of the incident's codes (what a confirmation adds to each student's behaviour score). */
  tongDiem: z.number().int(),
  /** Students of a group incident the caller may not see (a student sees only themself). */
  soHocSinhAn: z.number().int(),
  version: z.number().int(),
});
export type ViPhamHocSinh = z.infer<typeof zViPhamHocSinh>;

export const zViPhamTuTrinh = z.object({ hocSinhId: z.number().int(), noiDung: z.string(), luc: z.string() });

export const KET_QUA_KHIEU_NAI = ['chap_nhan', 'giu_nguyen'] as const;
/** A student's appeal and the decision on it (an accepted appeal takes the incident off that student's score). */
export const zViPhamKhieuNai = z.object({
  hocSinhId: z.number().int(),
  noiDung: z.string(),
  luc: z.string(),
  ketQua: z.enum(KET_QUA_KHIEU_NAI).nullable(),
  traLoi: z.string().nullable(),
});
export const zViPhamKhieuNaiInput = z.object({
  noiDung: zText().trim().min(1, { message: 'viPham.khieuNai.required' }).max(4000),
});
export const zViPhamXuLyKhieuNai = z.object({
  hocSinhId: zIdValue(),
  ketQua: z.enum(KET_QUA_KHIEU_NAI),
  traLoi: zText().trim().min(1, { message: 'viPham.lyDo.required' }).max(2000),
});
export type ViPhamXuLyKhieuNai = z.infer<typeof zViPhamXuLyKhieuNai>;

/** A student's self-review and the guardian's confirmation recorded by the homeroom teacher or the office. */
export const zViPhamTuKiemDiem = z.object({
  hocSinhId: z.number().int(),
  trangThai: z.enum(TRANG_THAI_TU_KIEM_DIEM),
  noiDung: z.string().nullable(),
  luc: z.string().nullable(),
  phuHuynh: z
    .object({ hoTen: z.string(), ngay: z.string(), ghiChu: z.string().nullable(), ghiNhanLuc: z.string() })
    .nullable(),
});
export type ViPhamTuKiemDiem = z.infer<typeof zViPhamTuKiemDiem>;
export const zViPhamTuKiemDiemInput = z.object({
  noiDung: zText()
    .trim()
    .min(1, { message: 'viPham.tuKiemDiem.required' })
    .max(8000, { message: 'viPham.tuKiemDiem.tooLong' }),
});
export type ViPhamTuKiemDiemInput = z.input<typeof zViPhamTuKiemDiemInput>;
export const zViPhamPhuHuynhXacNhan = z.object({
  hocSinhId: zIdValue(),
  hoTen: zText().trim().min(1, { message: 'viPham.phuHuynh.required' }).max(200),
  ngay: zIsoDate(),
  ghiChu: zText().trim().max(2000).nullish(),
});
export type ViPhamPhuHuynhXacNhan = z.input<typeof zViPhamPhuHuynhXacNhan>;

/** The detail: the list row, the description, the students' own accounts, evidence and decisions. */
export const zViPhamHocSinhChiTiet = zViPhamHocSinh.extend({
  moTa: z.string(),
  tuTrinh: z.array(zViPhamTuTrinh),
  khieuNai: z.array(zViPhamKhieuNai),
  tuKiemDiem: z.array(zViPhamTuKiemDiem),
  minhChung: z.array(zEvidenceFile),
  ghiChuQuyetDinh: z.string().nullable(),
  lyDoBoQua: z.string().nullable(),
  xacMinhLuc: z.string().nullable(),
  quyetDinhLuc: z.string().nullable(),
  /** The measures the circular allows for these students (the confirm dialog offers only these). */
  bienPhapChoPhep: z.array(z.enum(BIEN_PHAP)),
  /** The level of the violation (the highest of its fault codes; 0 for a good deed) and the measure it calls for. */
  mucDo: z.number().int(),
  bienPhapDeXuat: z.enum(BIEN_PHAP).nullable(),
  quyen: z.object({
    xacMinh: z.boolean(),
    quyetDinh: z.boolean(),
    tuTrinh: z.boolean(),
    /** The student may appeal (confirmed, not yet appealed). */
    khieuNai: z.boolean(),
    /** The office has an appeal to decide. */
    xuLyKhieuNai: z.boolean(),
    /** The student may write their self-review (asked of them, not yet written). */
    vietTuKiemDiem: z.boolean(),
    /** The students whose guardian's confirmation the caller may record (office, or their homeroom teacher). */
    xacNhanPhuHuynh: z.array(z.number().int()),
  }),
});
export type ViPhamHocSinhChiTiet = z.infer<typeof zViPhamHocSinhChiTiet>;

export const zViPhamHocSinhListQuery = zListQuery.extend({
  lopQuanLyId: zIdParam.optional(),
  khoiId: zIdParam.optional(),
  maViPhamId: zIdParam.optional(),
  trangThai: z.enum(TRANG_THAI_VI_PHAM).optional(),
  tuNgay: zIsoDate().optional(),
  denNgay: zIsoDate().optional(),
  nguoiBaoCaoId: zIdParam.optional(),
  /** `true`: only the incidents I reported (the teacher's own list on the reporting screen). */
  cuaToi: z.enum(['true', 'false']).optional(),
  pageSize: zIntegerParam(-1)
    .refine((n) => n === -1 || (n >= 1 && n <= 500))
    .default(20),
});
export type ViPhamHocSinhListQuery = z.infer<typeof zViPhamHocSinhListQuery>;

export const zViPhamXacMinh = z.object({ version: zInteger() });
export const zViPhamXacNhan = z.object({
  version: zInteger(),
  /** Any string reaches the service, which answers a readable 400 for anything outside the circular's list. */
  /** Required for a fault (a good deed is confirmed without one). */
  bienPhap: zText().trim().max(40).nullish(),
  ghiChu: zText().trim().max(2000).nullish(),
});
export type ViPhamXacNhan = z.infer<typeof zViPhamXacNhan>;
export const zViPhamBoQua = z.object({
  version: zInteger(),
  lyDo: zText().trim().min(1, { message: 'viPham.lyDo.required' }).max(2000),
});
export type ViPhamBoQua = z.infer<typeof zViPhamBoQua>;
export const zViPhamTuTrinhInput = z.object({
  hocSinhId: zIdValue(),
  noiDung: zText().trim().min(1, { message: 'viPham.tuTrinh.required' }).max(4000),
});
export type ViPhamTuTrinhInput = z.infer<typeof zViPhamTuTrinhInput>;
export const zViPhamXacMinhNhieu = z.object({ ids: z.array(zIdValue()).min(1).max(200) });

/** A student found by the report form's search (accent-free, by name or code). */
export const zViPhamHocSinhTim = z.object({
  id: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  tenLop: z.string(),
});
export const zViPhamHocSinhTimQuery = z.object({ search: zText().trim().min(1).max(100) });

/**
 * The period picker of the report form: the lessons of a day in the published timetable — of the chosen students'
 * subject classes, or the reporting teacher's own when no student is chosen yet (cancelled lessons left out).
 */
export const zViPhamTietHocQuery = z.object({
  ngay: zIsoDate(),
  hocSinhIds: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : [v].flat().flatMap((s) => String(s).split(','))),
    z.array(zIdParam).max(30).optional(),
  ),
});
export const zViPhamTietHoc = z.object({
  tiet: z.number().int(),
  soTiet: z.number().int(),
  tenLop: z.string(),
  tenMonHoc: z.string(),
  /** A pinned activity instead of a subject lesson (the web names it). */
  hoatDong: z.enum(['chao_co', 'sinh_hoat_lop']).nullable(),
});
export type ViPhamTietHoc = z.infer<typeof zViPhamTietHoc>;

/** `thongKeViPham`: incidents (not dismissed) per week, class and code, and codes a student repeated. */
export const zThongKeViPhamQuery = z.object({ tuNgay: zIsoDate().optional(), denNgay: zIsoDate().optional() });
export const zThongKeViPham = z.object({
  theoTuan: z.array(z.object({ tuan: z.string(), soLuong: z.number().int() })),
  theoLop: z.array(z.object({ lopQuanLyId: z.number().int(), tenLop: z.string(), soLuong: z.number().int() })),
  theoMa: z.array(z.object({ maViPhamId: z.number().int(), ma: z.string(), soLuong: z.number().int() })),
  lapLai: z.array(
    z.object({
      hocSinhId: z.number().int(),
      hoTen: z.string(),
      tenLop: z.string(),
      ma: z.string(),
      soLan: z.number().int(),
    }),
  ),
});
export type ThongKeViPham = z.infer<typeof zThongKeViPham>;
