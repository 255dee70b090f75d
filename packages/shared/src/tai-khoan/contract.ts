import { z } from 'zod';
import { zListQuery } from '../api';
import { PERMISSIONS, ROLES } from '../auth';
import { zOptionalRefId, zVersion } from '../danh-muc/fields';
import { zText } from '../input/primitives';
import { registerMessages } from '../messages';

/**
 * Accounts (`/api/TaiKhoan`, permission QuanLy.TaiKhoan). Roles and permissions become the `role`/`permission`
 * claims. Locking ends every session at once; a password reset returns a one-time password shown once.
 */
export const zTaiKhoan = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  nhanVienId: z.number().int().nullable(),
  hocSinhId: z.number().int().nullable(),
  hoTen: z.string().nullable(),
  maNguoiDung: z.string().nullable(),
  lockedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  coMatKhau: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TaiKhoan = z.infer<typeof zTaiKhoan>;

export const zTaiKhoanListQuery = zListQuery.extend({
  role: z.enum(ROLES).optional(),
  permission: z.enum(PERMISSIONS).optional(),
  khoa: z.enum(['true', 'false']).optional(),
  loai: z.enum(['nhan_vien', 'hoc_sinh']).optional(),
});
export type TaiKhoanListQuery = z.infer<typeof zTaiKhoanListQuery>;

const zRoles = z.array(z.enum(ROLES, { message: 'taiKhoan.roles.invalid' })).max(ROLES.length);
const zPermissions = z.array(z.enum(PERMISSIONS, { message: 'taiKhoan.permissions.invalid' })).max(PERMISSIONS.length);

/** Create for exactly one staff or student record. */
export const zTaiKhoanInput = z
  .object({
    username: zText()
      .trim()
      .regex(/^[A-Za-z0-9._@-]{3,64}$/, { message: 'taiKhoan.username.invalid' }),
    nhanVienId: zOptionalRefId,
    hocSinhId: zOptionalRefId,
    roles: zRoles,
    permissions: zPermissions.default([]),
  })
  .refine((v) => !!v.nhanVienId !== !!v.hocSinhId, { message: 'taiKhoan.owner.required', path: ['nhanVienId'] });
export type TaiKhoanInput = z.infer<typeof zTaiKhoanInput>;

export const zTaiKhoanUpdate = z.object({ roles: zRoles, permissions: zPermissions, version: zVersion });
export type TaiKhoanUpdate = z.infer<typeof zTaiKhoanUpdate>;

/** Answer of create and of `POST /api/TaiKhoan/:id/datLaiMatKhau`: the one-time password is never stored in clear. */
export const zTaiKhoanMatKhau = z.object({ taiKhoan: zTaiKhoan, matKhauTam: z.string() });
export type TaiKhoanMatKhau = z.infer<typeof zTaiKhoanMatKhau>;

registerMessages({
  'taiKhoan.username.invalid': {
    vi: 'Tên đăng nhập gồm 3–64 ký tự: chữ không dấu, số, . _ @ -.',
    en: 'The username has 3–64 characters: letters, digits, . _ @ -.',
  },
  'taiKhoan.username.duplicate': { vi: 'Tên đăng nhập "{name}" đã tồn tại.', en: 'The username "{name}" is taken.' },
  'taiKhoan.roles.invalid': { vi: 'Vai trò không hợp lệ.', en: 'Unknown role.' },
  'taiKhoan.permissions.invalid': { vi: 'Quyền không hợp lệ.', en: 'Unknown permission.' },
  'taiKhoan.owner.required': {
    vi: 'Tài khoản phải gắn với đúng một nhân viên hoặc một học sinh.',
    en: 'An account belongs to exactly one staff member or one student.',
  },
  'taiKhoan.owner.notFound': {
    vi: 'Không tìm thấy nhân viên hoặc học sinh được chọn.',
    en: 'The chosen staff member or student does not exist.',
  },
  'taiKhoan.owner.hasAccount': {
    vi: '"{name}" đã có tài khoản "{username}".',
    en: '"{name}" already has the account "{username}".',
  },
  'taiKhoan.studentRoles': {
    vi: 'Tài khoản học sinh chỉ có vai trò HocSinh và không có quyền quản trị.',
    en: 'A student account has only the HocSinh role and no management permissions.',
  },
  'taiKhoan.selfAdmin': {
    vi: 'Bạn không thể tự bỏ vai trò Admin hoặc quyền quản lý tài khoản của chính mình.',
    en: 'You cannot remove your own Admin role or account-management permission.',
  },
  'taiKhoan.selfLock': {
    vi: 'Bạn không thể tự khoá tài khoản của chính mình.',
    en: 'You cannot lock your own account.',
  },
  'taiKhoan.alreadyLocked': { vi: 'Tài khoản đã bị khoá.', en: 'The account is already locked.' },
  'taiKhoan.notLocked': { vi: 'Tài khoản đang không bị khoá.', en: 'The account is not locked.' },
});
