import type { Lang, TaiKhoan, TaiKhoanListQuery } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, exportList, formatVnDateTime } from '../../lib/excel-export';
import { listAccounts } from './tai-khoan.service';

const yes = (lang: Lang) => (lang === 'vi' ? 'Có' : 'Yes');

// Built from the list's presenter (`TaiKhoan`), which never carries a password hash.
const COLUMNS: ExportColumn<TaiKhoan>[] = [
  { header: { vi: 'Tên đăng nhập', en: 'Username' }, width: 24, value: (r) => r.username },
  { header: { vi: 'Họ tên', en: 'Full name' }, width: 28, value: (r) => r.hoTen },
  { header: { vi: 'Mã', en: 'Code' }, width: 12, value: (r) => r.maNguoiDung },
  {
    header: { vi: 'Loại', en: 'Kind' },
    width: 12,
    value: (r, lang) =>
      r.nhanVienId
        ? lang === 'vi'
          ? 'Nhân viên'
          : 'Staff'
        : r.hocSinhId
          ? lang === 'vi'
            ? 'Học sinh'
            : 'Student'
          : '',
  },
  { header: { vi: 'Vai trò', en: 'Roles' }, width: 26, value: (r) => r.roles.join(', ') },
  { header: { vi: 'Quyền', en: 'Permissions' }, width: 40, value: (r) => r.permissions.join(', ') },
  { header: { vi: 'Đã khoá lúc', en: 'Locked at' }, width: 18, value: (r) => formatVnDateTime(r.lockedAt) },
  {
    header: { vi: 'Đăng nhập gần nhất', en: 'Last sign-in' },
    width: 18,
    value: (r) => formatVnDateTime(r.lastSignInAt),
  },
  {
    header: { vi: 'Có mật khẩu', en: 'Has a password' },
    width: 12,
    value: (r, lang) => (r.coMatKhau ? yes(lang) : ''),
  },
  { header: { vi: 'Ngày tạo', en: 'Created' }, width: 18, value: (r) => formatVnDateTime(r.createdAt) },
];

/** The accounts the list shows (same filters and sort), every page. */
export function exportAccounts(db: Db, query: TaiKhoanListQuery, lang: Lang) {
  return exportList(lang, { name: { vi: 'Tài khoản', en: 'Accounts' }, columns: COLUMNS }, (pageIndex, pageSize) =>
    listAccounts(db, { ...query, pageIndex, pageSize }),
  );
}
