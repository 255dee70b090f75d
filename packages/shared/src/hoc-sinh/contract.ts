import { z } from 'zod';
import { zListQuery } from '../api';
import {
  zDate,
  zEmail,
  zOptionalRefId,
  zOptionalText,
  zPhone,
  zQueryId,
  zRefId,
  zRequiredText,
  zVersion,
} from '../danh-muc/fields';
import { zIdValue, zText } from '../input/primitives';
import { zAvatarKey } from '../medias/contract';
import { GIOI_TINH } from '../nhan-vien/contract';

/**
 * Students (`/api/HocSinh`, Admin). Status changes are transitions (school transfer), never a free edit.
 * Enrolment intervals are inclusive: a move on day D closes the old class on D-1 and opens the new one on D.
 */
export const TRANG_THAI_HOC_SINH = ['dang_hoc', 'chuyen_truong', 'tot_nghiep', 'thoi_hoc'] as const;
export type TrangThaiHocSinh = (typeof TRANG_THAI_HOC_SINH)[number];

export const zHocSinh = z.object({
  id: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  ngaySinh: z.string().nullable(),
  email: z.string().nullable(),
  dienThoai: z.string().nullable(),
  diaChi: z.string().nullable(),
  anhDaiDien: zAvatarKey.nullable(),
  trangThai: z.enum(TRANG_THAI_HOC_SINH),
  /** Homeroom class in the listed year (the open enrolment, else the last one of that year). */
  lopQuanLyId: z.number().int().nullable(),
  tenLop: z.string().nullable(),
  khoiId: z.number().int().nullable(),
  tenKhoi: z.string().nullable(),
  tenKhoiEn: z.string().nullable(),
  version: z.number().int(),
});
export type HocSinh = z.infer<typeof zHocSinh>;

/** Lists and the export take the same filters: the export is "what the list shows". */
export const zHocSinhListQuery = zListQuery.extend({
  namHocId: zQueryId,
  khoiId: zQueryId,
  heHocId: zQueryId,
  lopQuanLyId: zQueryId,
  trangThai: z.enum(TRANG_THAI_HOC_SINH).optional(),
});
export type HocSinhListQuery = z.infer<typeof zHocSinhListQuery>;

export const zPhuHuynhInput = z.object({
  quanHe: zRequiredText('phuHuynh.quanHe', 50),
  hoTen: zRequiredText('phuHuynh.hoTen', 150),
  dienThoai: zPhone('phuHuynh.dienThoai'),
  email: zEmail('phuHuynh.email'),
  ngheNghiep: zOptionalText('phuHuynh.ngheNghiep', 150),
});
export type PhuHuynhInput = z.infer<typeof zPhuHuynhInput>;

export const zMaHocSinh = zText()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,30}$/, { message: 'hocSinh.maHocSinh.invalid' });

const hocSinhFields = {
  maHocSinh: zMaHocSinh,
  hoTen: zRequiredText('hocSinh.hoTen', 150),
  gioiTinh: z.enum(GIOI_TINH, { message: 'hocSinh.gioiTinh.invalid' }).nullish(),
  ngaySinh: zDate.nullish(),
  email: zEmail('hocSinh.email'),
  dienThoai: zPhone('hocSinh.dienThoai'),
  diaChi: zOptionalText('hocSinh.diaChi', 300),
  /** Sent only by Admin screens; undefined on update = unchanged. */
  ghiChuSucKhoe: zOptionalText('hocSinh.ghiChuSucKhoe', 2000).optional(),
  /** Replaces the family contacts when given. */
  phuHuynh: z.array(zPhuHuynhInput).max(6).optional(),
};

/** Create: optionally enrols the student in a homeroom class from `ngayNhapHoc` (default today). */
export const zHocSinhInput = z.object({
  ...hocSinhFields,
  lopQuanLyId: zOptionalRefId,
  ngayNhapHoc: zDate.nullish(),
});
export type HocSinhInput = z.infer<typeof zHocSinhInput>;

/** Update: the class changes only through `chuyenLop`, the status only through `chuyenTruong`. */
export const zHocSinhUpdate = z.object({ ...hocSinhFields, version: zVersion });
export type HocSinhUpdate = z.infer<typeof zHocSinhUpdate>;

export const zPhuHuynh = z.object({
  id: z.number().int(),
  quanHe: z.string(),
  hoTen: z.string(),
  dienThoai: z.string().nullable(),
  email: z.string().nullable(),
  ngheNghiep: z.string().nullable(),
});
export type PhuHuynh = z.infer<typeof zPhuHuynh>;

export const zLichSuLop = z.object({
  id: z.number().int(),
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  namHocId: z.number().int(),
  tenNamHoc: z.string(),
  tuNgay: z.string(),
  denNgay: z.string().nullable(),
  lyDo: z.string().nullable(),
});
export type LichSuLop = z.infer<typeof zLichSuLop>;

export const zLopMonHocCuaHocSinh = z.object({
  id: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLop: z.string(),
  tenMonHoc: z.string(),
  tenNamHoc: z.string(),
  tuNgay: z.string(),
  denNgay: z.string().nullable(),
  lyDo: z.string().nullable(),
});

export const zTaiLieu = z.object({ fileId: z.number().int(), tenTep: z.string(), kichThuoc: z.number().int() });

export const zChuyenTruong = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  loai: z.enum(['di', 'den']),
  ngay: z.string(),
  lyDo: z.string(),
  truongKhac: z.string().nullable(),
  lopQuanLyId: z.number().int().nullable(),
  tenLop: z.string().nullable(),
  taiLieu: z.array(zTaiLieu),
  createdAt: z.string(),
});
export type ChuyenTruong = z.infer<typeof zChuyenTruong>;

/**
 * `GET /api/HocSinh/:id/hoSo` (Admin): the full profile. `ghiChuSucKhoe` is returned to Admin only and the read is
 * audit-logged (`read` of `HocSinh.SucKhoe`).
 */
export const zHocSinhHoSo = z.object({
  hocSinh: zHocSinh.extend({ ghiChuSucKhoe: z.string().nullable(), createdAt: z.string() }),
  phuHuynh: z.array(zPhuHuynh),
  lichSuLop: z.array(zLichSuLop),
  lopMonHoc: z.array(zLopMonHocCuaHocSinh),
  chuyenTruong: z.array(zChuyenTruong),
  taiKhoan: z.object({ id: z.number().int(), username: z.string(), lockedAt: z.string().nullable() }).nullable(),
});
export type HocSinhHoSo = z.infer<typeof zHocSinhHoSo>;

/** `POST /api/HocSinh/chuyenLop`: moves students to another homeroom class of the same year. */
export const zChuyenLopInput = z.object({
  hocSinhIds: z.array(zIdValue()).min(1, { message: 'chuyenLop.hocSinhIds.required' }).max(200),
  lopQuanLyDenId: zRefId('chuyenLop.lopQuanLyDenId'),
  ngay: zDate,
  lyDo: zRequiredText('chuyenLop.lyDo', 500),
});
export type ChuyenLopInput = z.infer<typeof zChuyenLopInput>;

/** `POST /api/HocSinh/chuyenLopMonHoc`: between two subject classes of the same subject and year. */
export const zChuyenLopMonHocInput = z.object({
  hocSinhIds: z.array(zIdValue()).min(1, { message: 'chuyenLop.hocSinhIds.required' }).max(200),
  lopMonHocTuId: zRefId('chuyenLopMonHoc.lopMonHocTuId'),
  lopMonHocDenId: zRefId('chuyenLopMonHoc.lopMonHocDenId'),
  ngay: zDate,
  lyDo: zRequiredText('chuyenLop.lyDo', 500),
});
export type ChuyenLopMonHocInput = z.infer<typeof zChuyenLopMonHocInput>;

/** Result of a move: one row per student, in the order asked. */
export const zChuyenLopResult = z.object({
  soHocSinh: z.number().int(),
});

/**
 * `POST /api/HocSinh/chuyenTruong`: `di` closes every open enrolment on `ngay - 1` and sets status chuyen_truong;
 * `den` (a student arriving or returning) opens an enrolment in `lopQuanLyId` and sets status dang_hoc.
 * Documents follow with `POST /api/HocSinh/chuyenTruong/:id/taiLieu` (multipart, PDF or image, ≤ 10 MB each).
 */
export const zChuyenTruongInput = z
  .object({
    hocSinhId: zRefId('chuyenTruong.hocSinhId'),
    loai: z.enum(['di', 'den'], { message: 'chuyenTruong.loai.invalid' }),
    ngay: zDate,
    lyDo: zRequiredText('chuyenTruong.lyDo', 1000),
    truongKhac: zOptionalText('chuyenTruong.truongKhac', 200),
    lopQuanLyId: zOptionalRefId,
  })
  .refine((v) => v.loai === 'di' || !!v.lopQuanLyId, {
    message: 'chuyenTruong.lopQuanLyId.required',
    path: ['lopQuanLyId'],
  })
  .refine((v) => v.loai === 'den' || !!v.truongKhac, {
    message: 'chuyenTruong.truongKhac.required',
    path: ['truongKhac'],
  });
export type ChuyenTruongInput = z.infer<typeof zChuyenTruongInput>;

export const zChuyenTruongListQuery = zListQuery.extend({
  loai: z.enum(['di', 'den']).optional(),
  hocSinhId: zQueryId,
});

// Excel import (all-or-nothing, in two steps)

/** Columns of the import sheet, in order (row 1 = headers; the template has them). */
export const HOC_SINH_IMPORT_COLUMNS = [
  { key: 'maHocSinh', vi: 'Mã học sinh', en: 'Student code' },
  { key: 'hoTen', vi: 'Họ tên', en: 'Full name' },
  { key: 'gioiTinh', vi: 'Giới tính', en: 'Gender' },
  { key: 'ngaySinh', vi: 'Ngày sinh', en: 'Date of birth' },
  { key: 'email', vi: 'Email', en: 'E-mail' },
  { key: 'dienThoai', vi: 'Điện thoại', en: 'Phone' },
  { key: 'diaChi', vi: 'Địa chỉ', en: 'Address' },
  { key: 'tenLop', vi: 'Lớp', en: 'Class' },
  { key: 'phuHuynhHoTen', vi: 'Họ tên phụ huynh', en: 'Parent name' },
  { key: 'phuHuynhQuanHe', vi: 'Quan hệ', en: 'Relationship' },
  { key: 'phuHuynhDienThoai', vi: 'Điện thoại phụ huynh', en: 'Parent phone' },
] as const;
/** Rows beyond this are refused before they are read (the reader stops early). */
export const IMPORT_MAX_ROWS = 10_000;
/** Upload limit of spreadsheet imports. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const zImportRowError = z.object({
  /** Spreadsheet row number (1 = header row). */
  dong: z.number().int(),
  /** Column key of HOC_SINH_IMPORT_COLUMNS, or null for a whole-row problem. */
  cot: z.string().nullable(),
  tenCot: z.string().nullable(),
  thongBao: z.string(),
});
export type ImportRowError = z.infer<typeof zImportRowError>;

export const zHocSinhImportRow = z.object({
  dong: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  ngaySinh: z.string().nullable(),
  email: z.string().nullable(),
  dienThoai: z.string().nullable(),
  diaChi: z.string().nullable(),
  tenLop: z.string().nullable(),
  phuHuynhHoTen: z.string().nullable(),
  phuHuynhQuanHe: z.string().nullable(),
  phuHuynhDienThoai: z.string().nullable(),
});
export type HocSinhImportRow = z.infer<typeof zHocSinhImportRow>;

export const TRANG_THAI_NHAP = ['xem_truoc', 'dang_nhap', 'hoan_thanh', 'loi'] as const;

/**
 * Answer of `POST /api/HocSinh/nhapExcel/xemTruoc` (multipart `file`, query `namHocId` = year whose classes the
 * "Lớp" column names). `hopLe` false = nothing can be imported: fix the listed rows and upload again.
 * `dong` holds the first 200 parsed rows for the preview table.
 */
export const zNhapExcelXemTruoc = z.object({
  jobId: z.string(),
  tenTep: z.string(),
  tongSoDong: z.number().int(),
  hopLe: z.boolean(),
  loi: z.array(zImportRowError),
  dong: z.array(zHocSinhImportRow),
});
export type NhapExcelXemTruoc = z.infer<typeof zNhapExcelXemTruoc>;

/** `GET /api/HocSinh/nhapExcel/:jobId` (poll for progress) and the answer of `POST …/:jobId/xacNhan`. */
export const zTacVuNhap = z.object({
  jobId: z.string(),
  trangThai: z.enum(TRANG_THAI_NHAP),
  tongSoDong: z.number().int(),
  soDongDaXuLy: z.number().int(),
  soDongDaNhap: z.number().int(),
  loi: z.array(zImportRowError),
});
export type TacVuNhap = z.infer<typeof zTacVuNhap>;
export const zJobParams = z.object({ jobId: z.uuid() });
export const zNhapExcelQuery = z.object({ namHocId: zQueryId });

export const HOC_SINH_FIELD_LABELS: Record<string, [string, string]> = {
  'hocSinh.maHocSinh': ['Mã học sinh (chữ, số, . _ -)', 'The student code (letters, digits, . _ -)'],
  'hocSinh.hoTen': ['Họ tên', 'The full name'],
  'hocSinh.gioiTinh': ['Giới tính (Nam/Nữ)', 'The gender (male/female)'],
  'hocSinh.ngaySinh': ['Ngày sinh', 'The date of birth'],
  'hocSinh.email': ['Email', 'The e-mail address'],
  'hocSinh.dienThoai': ['Số điện thoại', 'The phone number'],
  'hocSinh.diaChi': ['Địa chỉ', 'The address'],
  'hocSinh.ghiChuSucKhoe': ['Ghi chú sức khoẻ', 'The health notes'],
  'hocSinh.tenLop': ['Lớp', 'The class'],
  'phuHuynh.quanHe': ['Quan hệ với học sinh', 'The relationship'],
  'phuHuynh.hoTen': ['Họ tên phụ huynh', "The parent's name"],
  'phuHuynh.dienThoai': ['Số điện thoại phụ huynh', "The parent's phone"],
  'phuHuynh.email': ['Email phụ huynh', "The parent's e-mail"],
  'phuHuynh.ngheNghiep': ['Nghề nghiệp', 'The occupation'],
  'chuyenLop.hocSinhIds': ['Danh sách học sinh', 'The list of students'],
  'chuyenLop.lopQuanLyDenId': ['Lớp chuyển đến', 'The destination class'],
  'chuyenLop.lyDo': ['Lý do', 'The reason'],
  'chuyenLopMonHoc.lopMonHocTuId': ['Lớp môn học hiện tại', 'The current subject class'],
  'chuyenLopMonHoc.lopMonHocDenId': ['Lớp môn học chuyển đến', 'The destination subject class'],
  'chuyenTruong.hocSinhId': ['Học sinh', 'The student'],
  'chuyenTruong.loai': ['Loại chuyển trường (đi/đến)', 'The transfer kind (out/in)'],
  'chuyenTruong.lyDo': ['Lý do', 'The reason'],
  'chuyenTruong.truongKhac': ['Trường chuyển đi/đến', 'The other school'],
  'chuyenTruong.lopQuanLyId': ['Lớp tiếp nhận', 'The receiving class'],
};
