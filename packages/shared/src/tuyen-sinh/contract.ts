import { z } from 'zod';
import { zListQuery } from '../api';
import { zDate, zOptionalText, zRequiredText } from '../danh-muc/fields';
import { zPhuHuynhInput } from '../hoc-sinh/contract';
import { zIdValue, zInteger, zIntegerParam, zIsoDateTime, zText } from '../input/primitives';
import './messages';

/** The admissions workflow (workflows.md §15); `daNhapHoc` is reached only by enrolment. */
export const TRANG_THAI_HO_SO = [
  'daNop',
  'dangXet',
  'henKiemTra',
  'daDanhGia',
  'trungTuyen',
  'danhSachCho',
  'khongTrungTuyen',
  'daNhapHoc',
  'daRut',
] as const;
export const zTrangThaiHoSo = z.enum(TRANG_THAI_HO_SO);
export type TrangThaiHoSo = z.infer<typeof zTrangThaiHoSo>;

/** Which step may follow which; anything else is refused. Enrolment (`daNhapHoc`) has its own endpoint. */
export const BUOC_TIEP_THEO: Record<TrangThaiHoSo, readonly TrangThaiHoSo[]> = {
  daNop: ['dangXet', 'daRut'],
  dangXet: ['henKiemTra', 'daDanhGia', 'daRut'],
  henKiemTra: ['daDanhGia', 'daRut'],
  daDanhGia: ['trungTuyen', 'danhSachCho', 'khongTrungTuyen', 'daRut'],
  danhSachCho: ['trungTuyen', 'khongTrungTuyen', 'daRut'],
  trungTuyen: ['daNhapHoc', 'daRut'],
  khongTrungTuyen: [],
  daNhapHoc: [],
  daRut: [],
};

/** Whether `to` may follow `from` (pure; the server's policy and the screen's buttons both ask it). */
export const mayMoveTo = (from: TrangThaiHoSo, to: TrangThaiHoSo) => BUOC_TIEP_THEO[from].includes(to);

/** Statuses that get a decision letter. */
export const TRANG_THAI_CO_THU: readonly TrangThaiHoSo[] = [
  'trungTuyen',
  'danhSachCho',
  'khongTrungTuyen',
  'daNhapHoc',
];

export const CHUONG_TRINH = ['quocGia', 'cambridge'] as const;
export const zChuongTrinh = z.enum(CHUONG_TRINH);
export type ChuongTrinh = z.infer<typeof zChuongTrinh>;

export const LOAI_TAI_LIEU = ['giayKhaiSinh', 'hocBa', 'anhThe'] as const;
export const zLoaiTaiLieu = z.enum(LOAI_TAI_LIEU);
export type LoaiTaiLieu = z.infer<typeof zLoaiTaiLieu>;

/** Size limits per document (MB): scans as PDF or image, the photo as an image only. */
export const TAI_LIEU_MAX_MB: Record<LoaiTaiLieu, number> = { giayKhaiSinh: 5, hocBa: 5, anhThe: 2 };
export const TAI_LIEU_TOI_DA = 8;

/** The reviewers' rubric: each criterion scored 1–5; the application's score is the mean of the reviewers' means. */
export const TIEU_CHI_DANH_GIA = ['hocLuc', 'kiemTraDauVao', 'phongVan', 'phuHopChuongTrinh'] as const;
export const zDiemTieuChi = zInteger(1, 5);

export const zTaiLieuNhanVao = z.object({
  loai: zLoaiTaiLieu,
  tenTep: zRequiredText('tuyenSinh.tenTep', 200),
  /** The file's bytes in base64 (type read from the bytes: PDF, JPEG, PNG or WebP; the photo an image). */
  noiDung: zText({ message: 'tuyenSinh.noiDung.invalid' }).regex(/^[A-Za-z0-9+/]*={0,2}$/, {
    message: 'tuyenSinh.noiDung.invalid',
  }),
});

const hoSoFields = {
  hoTen: zRequiredText('tuyenSinh.hoTen', 150),
  ngaySinh: zDate,
  gioiTinh: z.enum(['nam', 'nu'], { message: 'tuyenSinh.gioiTinh.invalid' }).nullish(),
  diaChi: zOptionalText('tuyenSinh.diaChi', 300),
  chuongTrinh: zChuongTrinh,
  khoi: zInteger(1, 12),
  truongCu: zOptionalText('tuyenSinh.truongCu', 200),
  ghiChu: zOptionalText('tuyenSinh.ghiChu', 2000),
  phuHuynh: z.array(zPhuHuynhInput).min(1, { message: 'tuyenSinh.phuHuynh.required' }).max(4),
  taiLieu: z.array(zTaiLieuNhanVao).max(TAI_LIEU_TOI_DA).default([]),
};

/** The office enters an application (documents optional, in base64 like the public site's). */
export const zHoSoTuyenSinhInput = z.object(hoSoFields);
export type HoSoTuyenSinhInput = z.infer<typeof zHoSoTuyenSinhInput>;

/**
 * `POST /api/TuyenSinh/hoSo` from the public admissions site (header `X-Api-Key`). `maHoSoNguon` is the site's own
 * application id: posting it again answers the application already made, never a second one.
 */
export const zHoSoNhanVao = z.object({
  maHoSoNguon: zText({ message: 'tuyenSinh.maHoSoNguon.invalid' })
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, { message: 'tuyenSinh.maHoSoNguon.invalid' }),
  ...hoSoFields,
});
export type HoSoNhanVao = z.infer<typeof zHoSoNhanVao>;

export const zHoSoNhanVaoKetQua = z.object({
  id: z.number().int(),
  maHoSo: z.string(),
  trangThai: zTrangThaiHoSo,
  /** false when the site's id was already known (the same application is answered). */
  taoMoi: z.boolean(),
});

export const zHoSoTuyenSinh = z.object({
  id: z.number().int(),
  maHoSo: z.string(),
  maHoSoNguon: z.string().nullable(),
  nguon: z.enum(['web', 'vanPhong']),
  namHocDuTuyen: z.string(),
  hoTen: z.string(),
  ngaySinh: z.string(),
  gioiTinh: z.string().nullable(),
  chuongTrinh: zChuongTrinh,
  khoi: z.number().int(),
  truongCu: z.string().nullable(),
  trangThai: zTrangThaiHoSo,
  lichKiemTra: z.string().nullable(),
  diemTrungBinh: z.number().nullable(),
  hocSinhId: z.number().int().nullable(),
  ngayNop: z.string(),
  version: z.number().int(),
});
export type HoSoTuyenSinh = z.infer<typeof zHoSoTuyenSinh>;

export const zTaiLieuTuyenSinh = z.object({
  id: z.number().int(),
  loai: zLoaiTaiLieu,
  tepId: z.number().int(),
  tenTep: z.string(),
  kichThuoc: z.number().int(),
  mimeType: z.string(),
});
export const zLichSuHoSo = z.object({
  id: z.number().int(),
  tuTrangThai: zTrangThaiHoSo.nullable(),
  denTrangThai: zTrangThaiHoSo,
  nguoiThucHien: z.string().nullable(),
  ghiChu: z.string().nullable(),
  thoiDiem: z.string(),
});
export const zDanhGiaHoSo = z.object({
  taiKhoanId: z.number().int(),
  nguoiDanhGia: z.string(),
  diem: z.record(z.string(), z.number()),
  tongDiem: z.number(),
  nhanXet: z.string().nullable(),
  ngayDanhGia: z.string(),
});
export type DanhGiaHoSo = z.infer<typeof zDanhGiaHoSo>;

export const zHoSoTuyenSinhChiTiet = zHoSoTuyenSinh.extend({
  diaChi: z.string().nullable(),
  ghiChu: z.string().nullable(),
  phuHuynh: z.array(
    z.object({
      quanHe: z.string(),
      hoTen: z.string(),
      dienThoai: z.string().nullable(),
      email: z.string().nullable(),
      ngheNghiep: z.string().nullable(),
    }),
  ),
  taiLieu: z.array(zTaiLieuTuyenSinh),
  lichSu: z.array(zLichSuHoSo),
  danhGia: z.array(zDanhGiaHoSo),
});
export type HoSoTuyenSinhChiTiet = z.infer<typeof zHoSoTuyenSinhChiTiet>;

export const zHoSoTuyenSinhListQuery = zListQuery.extend({
  trangThai: zTrangThaiHoSo.optional(),
  chuongTrinh: zChuongTrinh.optional(),
  khoi: zIntegerParam(1, 12).optional(),
});
export type HoSoTuyenSinhListQuery = z.infer<typeof zHoSoTuyenSinhListQuery>;

/** The pipeline board: per status its count and the first applications (newest first). */
export const zBangHoSo = z.array(
  z.object({ trangThai: zTrangThaiHoSo, soLuong: z.number().int(), items: z.array(zHoSoTuyenSinh) }),
);
export type BangHoSo = z.infer<typeof zBangHoSo>;
export const zBangHoSoQuery = z.object({ chuongTrinh: zChuongTrinh.optional(), khoi: zIntegerParam(1, 12).optional() });

/** Counts per grade level and programme, by status. */
export const zThongKeTuyenSinh = z.array(
  z.object({
    khoi: z.number().int(),
    chuongTrinh: zChuongTrinh,
    tong: z.number().int(),
    theoTrangThai: z.record(z.string(), z.number().int()),
  }),
);
export type ThongKeTuyenSinh = z.infer<typeof zThongKeTuyenSinh>;

export const zChuyenTrangThai = z.object({
  trangThai: zTrangThaiHoSo,
  ghiChu: zOptionalText('tuyenSinh.ghiChu', 2000),
  /** Required when scheduling the entrance test. */
  lichKiemTra: zIsoDateTime().nullish(),
  version: zInteger(),
});
export type ChuyenTrangThai = z.infer<typeof zChuyenTrangThai>;

export const zDanhGiaInput = z.object({
  diem: z.object(
    Object.fromEntries(TIEU_CHI_DANH_GIA.map((k) => [k, zDiemTieuChi])) as Record<
      (typeof TIEU_CHI_DANH_GIA)[number],
      typeof zDiemTieuChi
    >,
  ),
  nhanXet: zOptionalText('tuyenSinh.nhanXet', 2000),
});
export type DanhGiaInput = z.infer<typeof zDanhGiaInput>;

/** Enrolment: the homeroom class and the student code (default: built from the application's code). */
export const zNhapHocInput = z.object({
  lopQuanLyId: zIdValue('tuyenSinh.lop.required'),
  maHocSinh: zText()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,30}$/, { message: 'tuyenSinh.maHocSinh.invalid' })
    .nullish(),
  version: zInteger(),
});
export type NhapHocInput = z.infer<typeof zNhapHocInput>;

/** Classes an accepted applicant may join: the year applied for once it exists, otherwise the active year. */
export const zLopNhapHoc = z.object({
  tenNamHoc: z.string().nullable(),
  lop: z.array(z.object({ id: z.number().int(), tenLop: z.string(), soHocSinh: z.number().int() })),
});

/** The office's spreadsheet of applications: one application per row, the columns in this order (either language). */
export const TUYEN_SINH_IMPORT_COLUMNS = [
  { key: 'hoTen', vi: 'Họ tên học sinh', en: "Child's name" },
  { key: 'ngaySinh', vi: 'Ngày sinh', en: 'Date of birth' },
  { key: 'gioiTinh', vi: 'Giới tính', en: 'Gender' },
  { key: 'chuongTrinh', vi: 'Chương trình', en: 'Programme' },
  { key: 'khoi', vi: 'Khối', en: 'Grade level' },
  { key: 'truongCu', vi: 'Trường đang học', en: 'Previous school' },
  { key: 'diaChi', vi: 'Địa chỉ', en: 'Address' },
  { key: 'phuHuynhHoTen', vi: 'Họ tên phụ huynh', en: "Guardian's name" },
  { key: 'phuHuynhQuanHe', vi: 'Quan hệ', en: 'Relationship' },
  { key: 'phuHuynhDienThoai', vi: 'Điện thoại phụ huynh', en: "Guardian's phone" },
  { key: 'phuHuynhEmail', vi: 'Email phụ huynh', en: "Guardian's e-mail" },
  { key: 'ghiChu', vi: 'Ghi chú', en: 'Comment' },
] as const;
/** Rows beyond this are refused while the sheet is read. */
export const TUYEN_SINH_IMPORT_MAX_ROWS = 2_000;

/** `POST /api/TuyenSinh/nhapExcel?thuNghiem=` — a dry run (the default) only checks. */
export const zNhapHoSoQuery = z.object({
  thuNghiem: z
    .enum(['true', 'false'], { message: 'tuyenSinh.import.thuNghiem' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapHoSoResult = z.object({
  /** Data rows read (blank rows skipped). */
  soDong: z.number().int(),
  /** Every problem, by spreadsheet row (1 = the header) and column. */
  loi: z.array(z.object({ dong: z.number().int(), cot: z.string().nullable(), thongBao: z.string() })),
  /** Whether the applications were written (all of them), or nothing was. */
  daLuu: z.boolean(),
  /** The codes of the applications made, in the rows' order (empty on a dry run). */
  maHoSo: z.array(z.string()),
});
export type NhapHoSoResult = z.infer<typeof zNhapHoSoResult>;
