import { z } from 'zod';
import { zListQuery } from '../api';
import { fieldMessages, zOptionalRefId, zQueryId, zRefId, zRequiredText, zVersion } from '../danh-muc/fields';
import { zNguoiTrongLop } from '../lop-mon-hoc/my-classes';
import { registerMessages } from '../messages';

/**
 * Homeroom classes of one academic year (`/api/LopQuanLy`). The list follows the year the header selects
 * (`namHocId`, default: the active year). `siSo` counts the students currently enrolled.
 */
export const zLopQuanLy = z.object({
  id: z.number().int(),
  namHocId: z.number().int(),
  tenNamHoc: z.string(),
  khoiId: z.number().int(),
  tenKhoi: z.string(),
  tenKhoiEn: z.string().nullable(),
  heHocId: z.number().int(),
  tenHeHoc: z.string(),
  tenHeHocEn: z.string().nullable(),
  tenLop: z.string(),
  phongId: z.number().int().nullable(),
  tenPhong: z.string().nullable(),
  gvcnId: z.number().int().nullable(),
  tenGvcn: z.string().nullable(),
  siSo: z.number().int(),
  version: z.number().int(),
});
export type LopQuanLy = z.infer<typeof zLopQuanLy>;

export const zLopQuanLyInput = z.object({
  namHocId: zRefId('lopQuanLy.namHocId'),
  khoiId: zRefId('lopQuanLy.khoiId'),
  heHocId: zRefId('lopQuanLy.heHocId'),
  tenLop: zRequiredText('lopQuanLy.tenLop', 30),
  phongId: zOptionalRefId,
  gvcnId: zOptionalRefId,
  version: zVersion,
});
export type LopQuanLyInput = z.infer<typeof zLopQuanLyInput>;

export const zLopQuanLyListQuery = zListQuery.extend({
  namHocId: zQueryId,
  khoiId: zQueryId,
  heHocId: zQueryId,
  gvcnId: zQueryId,
});
export type LopQuanLyListQuery = z.infer<typeof zLopQuanLyListQuery>;

/** `GET /api/LopQuanLy/:id/danhSachHocSinh`: students enrolled now (or at the end of a past year). */
export const zLopQuanLyHocSinh = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  ngaySinh: z.string().nullable(),
  tuNgay: z.string(),
  denNgay: z.string().nullable(),
});
export type LopQuanLyHocSinh = z.infer<typeof zLopQuanLyHocSinh>;

registerMessages({
  ...fieldMessages({
    'lopQuanLy.namHocId': ['Năm học', 'The academic year'],
    'lopQuanLy.khoiId': ['Khối', 'The grade level'],
    'lopQuanLy.heHocId': ['Hệ học', 'The education system'],
    'lopQuanLy.tenLop': ['Tên lớp', 'The class name'],
    'lopQuanLy.phongId': ['Phòng học', 'The room'],
    'lopQuanLy.gvcnId': ['Giáo viên chủ nhiệm', 'The homeroom teacher'],
  }),
  'lopQuanLy.duplicate': {
    vi: 'Năm học này đã có lớp "{name}".',
    en: 'This academic year already has a class "{name}".',
  },
  'lopQuanLy.khoiNotInHeHoc': {
    vi: 'Hệ học được chọn không có khối này. Hãy thêm khối vào hệ học (Khối - Hệ học) trước.',
    en: 'The chosen education system does not run this grade level. Add it under grade levels per system first.',
  },
  'lopQuanLy.yearClosed': {
    vi: 'Năm học "{name}" đã khoá sổ, không thể thêm hoặc sửa lớp.',
    en: 'The academic year "{name}" is closed: classes cannot be added or changed.',
  },
  'lopQuanLy.inUse': {
    vi: 'Không thể xoá lớp "{name}" vì đã có {count} học sinh, lớp môn học hoặc điểm danh gắn với lớp (kể cả lịch sử).',
    en: 'The class "{name}" cannot be deleted: {count} enrolments, subject classes or attendance records (history included) refer to it.',
  },
});

/** A student's homeroom class: the homeroom teacher and classmates (names and photos only). */
export const zLopQuanLyCuaEm = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  tenNamHoc: z.string(),
  giaoVienChuNhiem: zNguoiTrongLop.nullable(),
  banCungLop: z.array(zNguoiTrongLop),
});
export type LopQuanLyCuaEm = z.infer<typeof zLopQuanLyCuaEm>;
