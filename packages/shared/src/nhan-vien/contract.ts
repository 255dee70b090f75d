import { z } from 'zod';
import { zListQuery } from '../api';
import {
  fieldMessages,
  zDate,
  zEmail,
  zOptionalRefId,
  zOptionalText,
  zPhone,
  zQueryId,
  zRequiredText,
  zVersion,
} from '../danh-muc/fields';
import { zText } from '../input/primitives';
import { zAvatarKey } from '../medias/contract';
import { registerMessages } from '../messages';

/** Staff records (`/api/NhanVien`) as accounts, departments and the directory need them. */
export const TRANG_THAI_NHAN_VIEN = ['dang_lam', 'nghi_viec'] as const;
export const GIOI_TINH = ['nam', 'nu'] as const;

export const zNhanVien = z.object({
  id: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  gioiTinh: z.string().nullable(),
  ngaySinh: z.string().nullable(),
  email: z.string().nullable(),
  dienThoai: z.string().nullable(),
  anhDaiDien: zAvatarKey.nullable(),
  phongBanId: z.number().int().nullable(),
  tenPhongBan: z.string().nullable(),
  tenPhongBanEn: z.string().nullable(),
  chucVu: z.string().nullable(),
  chucVuEn: z.string().nullable(),
  ngayVaoLam: z.string().nullable(),
  trangThai: z.enum(TRANG_THAI_NHAN_VIEN),
  version: z.number().int(),
});
export type NhanVien = z.infer<typeof zNhanVien>;

export const zNhanVienInput = z.object({
  maNhanVien: zText()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,30}$/, { message: 'nhanVien.maNhanVien.invalid' }),
  hoTen: zRequiredText('nhanVien.hoTen', 150),
  gioiTinh: z.enum(GIOI_TINH, { message: 'nhanVien.gioiTinh.invalid' }).nullish(),
  ngaySinh: zDate.nullish(),
  email: zEmail('nhanVien.email'),
  dienThoai: zPhone('nhanVien.dienThoai'),
  phongBanId: zOptionalRefId,
  chucVu: zOptionalText('nhanVien.chucVu', 150),
  chucVuEn: zOptionalText('nhanVien.chucVuEn', 150),
  ngayVaoLam: zDate.nullish(),
  trangThai: z.enum(TRANG_THAI_NHAN_VIEN, { message: 'nhanVien.trangThai.invalid' }).default('dang_lam'),
  version: zVersion,
});
export type NhanVienInput = z.infer<typeof zNhanVienInput>;

export const zNhanVienListQuery = zListQuery.extend({
  phongBanId: zQueryId,
  trangThai: z.enum(TRANG_THAI_NHAN_VIEN).optional(),
});
export type NhanVienListQuery = z.infer<typeof zNhanVienListQuery>;

registerMessages({
  ...fieldMessages({
    'nhanVien.maNhanVien': ['Mã nhân viên (chữ, số, . _ -)', 'The staff code (letters, digits, . _ -)'],
    'nhanVien.hoTen': ['Họ tên', 'The full name'],
    'nhanVien.gioiTinh': ['Giới tính', 'The gender'],
    'nhanVien.email': ['Email', 'The e-mail address'],
    'nhanVien.dienThoai': ['Số điện thoại', 'The phone number'],
    'nhanVien.phongBanId': ['Phòng ban', 'The department'],
    'nhanVien.chucVu': ['Chức vụ', 'The position'],
    'nhanVien.chucVuEn': ['Chức vụ (tiếng Anh)', 'The position in English'],
    'nhanVien.trangThai': ['Trạng thái', 'The status'],
  }),
  'nhanVien.duplicate': { vi: 'Mã nhân viên "{name}" đã tồn tại.', en: 'The staff code "{name}" already exists.' },
  'nhanVien.inUse': {
    vi: 'Không thể xoá nhân viên "{name}" vì đang là trưởng phòng hoặc chủ nhiệm {count} lớp/phòng ban. Hãy thay người trước.',
    en: 'The staff member "{name}" cannot be deleted: they head or are homeroom teacher of {count} departments or classes. Replace them first.',
  },
  'nhanVien.isHead': {
    vi: 'Không thể chuyển "{name}" khỏi phòng ban vì đang là trưởng phòng.',
    en: '"{name}" cannot leave the department while being its head.',
  },
});
