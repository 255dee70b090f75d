import { z } from 'zod';
import { zListQuery } from '../api';
import { zDate, zQueryId, zRefId } from '../danh-muc/fields';
import { zIdValue, zText } from '../input/primitives';
import { registerMessages } from '../messages';

/**
 * Daily student attendance (`/api/DiemDanh`) and staff attendance-machine punches (`/api/ChamCong`).
 */
export const TRANG_THAI_DIEM_DANH = ['co_mat', 'vang_co_phep', 'vang_khong_phep', 'di_muon'] as const;
export type TrangThaiDiemDanh = (typeof TRANG_THAI_DIEM_DANH)[number];

export const zDiemDanh = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  ngay: z.string(),
  trangThai: z.enum(TRANG_THAI_DIEM_DANH),
  ghiChu: z.string().nullable(),
  nguoiGhiNhan: z.string().nullable(),
  ghiNhanLuc: z.string(),
});
export type DiemDanh = z.infer<typeof zDiemDanh>;

/**
 * `GET /api/DiemDanh/danhSachDiemDanh` (Admin, Report.HanhViHocSinh). Without namHocId, lopQuanLyId or hocSinhId the
 * active year is listed. `search` matches the student's name (accent-insensitive) or code. Sort: ngay (default,
 * newest first), hoTen, maHocSinh, tenLop, trangThai, ghiNhanLuc.
 */
export const zDiemDanhListQuery = zListQuery.extend({
  namHocId: zQueryId,
  lopQuanLyId: zQueryId,
  hocSinhId: zQueryId,
  tuNgay: zDate.optional(),
  denNgay: zDate.optional(),
  trangThai: z.enum(TRANG_THAI_DIEM_DANH).optional(),
});
export type DiemDanhListQuery = z.infer<typeof zDiemDanhListQuery>;

/** `PUT /api/DiemDanh`: records (or corrects) one class's day; students not listed are left as they are. */
export const zGhiDiemDanhInput = z.object({
  lopQuanLyId: zRefId('diemDanh.lopQuanLyId'),
  ngay: zDate,
  items: z
    .array(
      z.object({
        hocSinhId: zIdValue(),
        trangThai: z.enum(TRANG_THAI_DIEM_DANH, { message: 'diemDanh.trangThai.invalid' }),
        ghiChu: zText().trim().max(500).nullish(),
      }),
    )
    .min(1)
    .max(200),
});
export type GhiDiemDanhInput = z.infer<typeof zGhiDiemDanhInput>;

/**
 * `GET /api/DiemDanh/thongKeTrangThaiDiemDanh`: counts per status by class and by day (chart data).
 * Defaults: the active year, its whole span.
 */
export const zThongKeDiemDanhQuery = z.object({
  namHocId: zQueryId,
  khoiId: zQueryId,
  lopQuanLyId: zQueryId,
  tuNgay: zDate.optional(),
  denNgay: zDate.optional(),
});
export type ThongKeDiemDanhQuery = z.infer<typeof zThongKeDiemDanhQuery>;

const zCounts = z.object({
  coMat: z.number().int(),
  vangCoPhep: z.number().int(),
  vangKhongPhep: z.number().int(),
  diMuon: z.number().int(),
  tong: z.number().int(),
});
/** The figures of `tuNgay`…`denNgay`; `denNgay` is today at the latest (days to come are never counted). */
export const zThongKeDiemDanh = z.object({
  tuNgay: z.string().nullable(),
  denNgay: z.string().nullable(),
  tong: zCounts,
  theoLop: z.array(
    zCounts.extend({
      lopQuanLyId: z.number().int(),
      tenLop: z.string(),
      tenKhoi: z.string(),
      tenKhoiEn: z.string().nullable(),
    }),
  ),
  theoNgay: z.array(zCounts.extend({ ngay: z.string() })),
});
export type ThongKeDiemDanh = z.infer<typeof zThongKeDiemDanh>;

/**
 * `POST /api/DiemDanh/nhapExcel` (multipart `file`): the school's sheet, columns Mã học sinh | Ngày | Trạng thái |
 * Ghi chú. Status accepts the codes above or the labels 'Có mặt', 'Vắng có phép', 'Vắng không phép', 'Đi muộn'
 * (and the short marks X, P, K, M). All-or-nothing; existing days are overwritten.
 */
export const DIEM_DANH_IMPORT_COLUMNS = [
  { key: 'maHocSinh', vi: 'Mã học sinh', en: 'Student code' },
  { key: 'ngay', vi: 'Ngày', en: 'Date' },
  { key: 'trangThai', vi: 'Trạng thái', en: 'Status' },
  { key: 'ghiChu', vi: 'Ghi chú', en: 'Note' },
] as const;

export const zNhapDiemDanhResult = z.object({
  hopLe: z.boolean(),
  tongSoDong: z.number().int(),
  soDongDaNhap: z.number().int(),
  loi: z.array(
    z.object({
      dong: z.number().int(),
      cot: z.string().nullable(),
      tenCot: z.string().nullable(),
      thongBao: z.string(),
    }),
  ),
});
export type NhapDiemDanhResult = z.infer<typeof zNhapDiemDanhResult>;

// Staff attendance-machine punches

/**
 * `POST /api/ChamCong/nhapFile` (multipart `file`, .csv or .xlsx): columns Mã máy | Mã nhân viên | Thời điểm
 * (ISO or `dd/mm/yyyy HH:mm[:ss]`, school local time +07:00). Idempotent: re-importing adds nothing.
 */
export const zNhapChamCongResult = z.object({
  tongSoDong: z.number().int(),
  soDongMoi: z.number().int(),
  soDongTrung: z.number().int(),
  maKhongXacDinh: z.array(z.string()),
  dongLoi: z.array(z.object({ dong: z.number().int(), thongBao: z.string() })),
});
export type NhapChamCongResult = z.infer<typeof zNhapChamCongResult>;

export const zChamCong = z.object({
  id: z.number().int(),
  maMay: z.string(),
  maNhanVien: z.string(),
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  thoiDiem: z.string(),
});
export type ChamCong = z.infer<typeof zChamCong>;
/**
 * `GET /api/ChamCong/danhSachChamCong` (Admin, QuanLyNhanSu): dates are school days (+07:00), both ends included;
 * `search` matches the staff name or code, `maMay` is one device. Sort: thoiDiem (default, newest first), hoTen,
 * maNhanVien, maMay.
 */
export const zChamCongListQuery = zListQuery.extend({
  nhanVienId: zQueryId,
  maMay: zText().trim().max(50).optional(),
  tuNgay: zDate.optional(),
  denNgay: zDate.optional(),
});
export type ChamCongListQuery = z.infer<typeof zChamCongListQuery>;

/** `GET /api/ChamCong/danhSachChamCongCuaToi` (any signed-in user): the caller's own punches (hoSoCuaToi). */
export const zChamCongCuaToiQuery = zChamCongListQuery.omit({ nhanVienId: true });
export type ChamCongCuaToiQuery = z.infer<typeof zChamCongCuaToiQuery>;

registerMessages({
  'diemDanh.lopQuanLyId.required': { vi: 'Lớp không được để trống.', en: 'The class is required.' },
  'diemDanh.trangThai.invalid': {
    vi: 'Trạng thái điểm danh phải là: có mặt, vắng có phép, vắng không phép hoặc đi muộn.',
    en: 'The attendance status must be present, excused, unexcused or late.',
  },
  'diemDanh.notInClass': {
    vi: 'Học sinh "{name}" không thuộc lớp vào ngày {date}.',
    en: 'The student "{name}" is not in the class on {date}.',
  },
  'diemDanh.studentNotFound': { vi: 'Không có học sinh mã "{name}".', en: 'There is no student with code "{name}".' },
  'diemDanh.noClassOnDate': {
    vi: 'Học sinh "{name}" không thuộc lớp nào vào ngày {date}.',
    en: 'The student "{name}" is in no class on {date}.',
  },
  'diemDanh.dateInvalid': {
    vi: 'Ngày không hợp lệ (dd/mm/yyyy hoặc yyyy-mm-dd).',
    en: 'The date is not valid (dd/mm/yyyy or yyyy-mm-dd).',
  },
  'diemDanh.duplicateInFile': {
    vi: 'Học sinh "{name}" ngày {date} trùng với dòng {other}.',
    en: 'Student "{name}" on {date} repeats row {other}.',
  },
  'chamCong.badRow': {
    vi: 'Dòng cần đủ mã máy, mã nhân viên và thời điểm hợp lệ.',
    en: 'A row needs a device code, a staff code and a valid time.',
  },
});
