import { z } from 'zod';
import { zListQuery } from '../api';
import { fieldMessages, zOptionalRefId, zOptionalText, zRequiredText, zVersion } from '../danh-muc/fields';
import { zIdParam, zIdValue } from '../input/primitives';
import { zAvatarKey } from '../medias/contract';
import { registerMessages } from '../messages';

/**
 * Departments (`/api/PhongBan`) with their head and members. A staff member belongs to at most one department
 * (`nhan_vien.phong_ban_id`); members are added with `POST /api/PhongBan/:id/thanhVien` and removed with
 * `DELETE /api/PhongBan/:id/thanhVien/:nhanVienId`. Deletion is soft (leave and lesson-plan history refer to it)
 * and refused while the department has members.
 */
export const LOAI_PHONG_BAN = ['to_chuyen_mon', 'hanh_chinh'] as const;

export const zPhongBan = z.object({
  id: z.number().int(),
  tenPhongBan: z.string(),
  tenPhongBanEn: z.string().nullable(),
  loai: z.enum(LOAI_PHONG_BAN),
  truongPhongId: z.number().int().nullable(),
  tenTruongPhong: z.string().nullable(),
  soThanhVien: z.number().int(),
  version: z.number().int(),
});
export type PhongBan = z.infer<typeof zPhongBan>;

export const zPhongBanInput = z.object({
  tenPhongBan: zRequiredText('phongBan.tenPhongBan', 150),
  tenPhongBanEn: zOptionalText('phongBan.tenPhongBanEn', 150),
  loai: z.enum(LOAI_PHONG_BAN, { message: 'phongBan.loai.invalid' }),
  /** The head must be a member: choosing a head from another department moves them in. */
  truongPhongId: zOptionalRefId,
  version: zVersion,
});
export type PhongBanInput = z.infer<typeof zPhongBanInput>;

export const zPhongBanListQuery = zListQuery.extend({ loai: z.enum(LOAI_PHONG_BAN).optional() });

export const zPhongBanThanhVien = z.object({
  id: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  chucVu: z.string().nullable(),
  chucVuEn: z.string().nullable(),
  email: z.string().nullable(),
  dienThoai: z.string().nullable(),
  anhDaiDien: zAvatarKey.nullable(),
  laTruongPhong: z.boolean(),
  /** A deputy head (phó trưởng phòng / tổ phó); the head is never also listed as a deputy. */
  laPhoPhong: z.boolean(),
});
export type PhongBanThanhVien = z.infer<typeof zPhongBanThanhVien>;

export const zPhongBanThemThanhVien = z.object({
  nhanVienIds: z.array(zIdValue()).min(1, { message: 'phongBan.nhanVienIds.required' }).max(500),
});
/** Makes a member a deputy head of the department, or no longer one. */
export const zPhongBanPhoPhong = z.object({ laPhoPhong: z.boolean() });
export type PhongBanPhoPhong = z.infer<typeof zPhongBanPhoPhong>;

export const zPhongBanThanhVienParams = z.object({
  id: zIdParam,
  nhanVienId: zIdParam,
});

registerMessages({
  ...fieldMessages({
    'phongBan.tenPhongBan': ['Tên phòng ban', 'The department name'],
    'phongBan.tenPhongBanEn': ['Tên tiếng Anh của phòng ban', 'The English department name'],
    'phongBan.loai': ['Loại phòng ban', 'The department kind'],
    'phongBan.truongPhongId': ['Trưởng phòng', 'The head'],
    'phongBan.nhanVienIds': ['Danh sách nhân viên', 'The staff list'],
  }),
  'phongBan.duplicate': { vi: 'Phòng ban "{name}" đã tồn tại.', en: 'The department "{name}" already exists.' },
  'phongBan.inUse': {
    vi: 'Không thể xoá phòng ban "{name}" vì còn {count} thành viên. Hãy chuyển họ sang phòng ban khác trước.',
    en: 'The department "{name}" cannot be deleted: it still has {count} members. Move them to another department first.',
  },
  'phongBan.deputyIsHead': {
    vi: '{name} là trưởng phòng nên không thể đồng thời là phó trưởng phòng.',
    en: '{name} heads the department and cannot also be its deputy.',
  },
  'phongBan.removeHead': {
    vi: 'Không thể bỏ "{name}" khỏi phòng ban vì đang là trưởng phòng. Hãy chọn trưởng phòng khác trước.',
    en: '"{name}" cannot leave the department while being its head. Choose another head first.',
  },
  'phongBan.notMember': {
    vi: 'Nhân viên này không thuộc phòng ban.',
    en: 'This staff member is not in the department.',
  },
});
