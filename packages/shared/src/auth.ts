/** Roles and permissions of spec §6, and the one access rule shared by route guard, menu, breadcrumbs and the API. */

export const ROLES = ['Admin', 'GiaoVien', 'HocSinh', 'ChuyenVienTamLy', 'ThanhTra'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'BanTru.ThongKe',
  'QuanLyHoSoTamLy.Admin',
  'DoanDoi.QuanLyNenNep',
  'BaoCaoViPhamNhanVien.ThongKe',
  'QuanLyDiemCam',
  'QuanLyDiemVN',
  'QuanLyTuyenSinh',
  'QuanLyTuyenSinh.XetDuyetHoSo',
  'QuanLyNhanSu',
  'QuanLyNhanSu.VisaPassport',
  'QuanLyNhanSu.PhongBanNhanSu',
  'QuanLyThoiKhoaBieu',
  'QuanLyThoiKhoaBieu.QuanLy',
  'QuanLy.TaiKhoan',
  'Report',
  'Report.HanhViHocSinh',
  'Report.KhaoSatGiaoVien',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may reach a route or endpoint. `'*'` or undefined = everyone signed in.
 * An array is a list of permissions (one suffices). An object: the user passes when they hold one of `permission`
 * OR one of `role`; `exceptRole` denies first. `allOf` passes when every part passes (a screen's whole chain, e.g.
 * "GiaoVien and Report and Report.HanhViHocSinh"); `anyOf` when one part passes (an endpoint that two screens use).
 */
export type Authority =
  | '*'
  | readonly Permission[]
  | {
      permission?: readonly Permission[];
      role?: readonly Role[];
      exceptRole?: readonly Role[];
    }
  | { allOf: readonly Authority[] }
  | { anyOf: readonly Authority[] };

export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

export const allOf = (...parts: readonly Authority[]): Authority => ({ allOf: parts });
export const anyOf = (...parts: readonly Authority[]): Authority => ({ anyOf: parts });

export function passesAuthority(authority: Authority | undefined, user: AccessSubject): boolean {
  if (authority === undefined || authority === '*') return true;
  if (Array.isArray(authority)) {
    const list = authority as readonly string[];
    return list.length === 0 || list.some((p) => user.permissions.includes(p));
  }
  if ('allOf' in authority) return authority.allOf.every((part) => passesAuthority(part, user));
  if ('anyOf' in authority) return authority.anyOf.some((part) => passesAuthority(part, user));
  const rule = authority as {
    permission?: readonly Permission[];
    role?: readonly Role[];
    exceptRole?: readonly Role[];
  };
  if (rule.exceptRole?.some((r) => user.roles.includes(r))) return false;
  const permissions = rule.permission ?? [];
  const roles = rule.role ?? [];
  if (permissions.length === 0 && roles.length === 0) return true;
  return permissions.some((p) => user.permissions.includes(p)) || roles.some((r) => user.roles.includes(r));
}

/** Every link of the chain (parents first) must pass. */
export function canAccess(chain: readonly (Authority | undefined)[], user: AccessSubject): boolean {
  return chain.every((authority) => passesAuthority(authority, user));
}
