import { PERMISSIONS, type Permission } from '@hpl/shared/auth';

export interface PermissionGroup {
  /** The part before the first dot (`QuanLyNhanSu` for `QuanLyNhanSu.VisaPassport`). */
  key: string;
  permissions: Permission[];
}

/**
 * Groups permissions by their area (the prefix before the first dot), in the order of the list, so the form shows one
 * checkbox group per area ("Nhân sự": QuanLyNhanSu, .VisaPassport, .PhongBanNhanSu).
 */
export function groupPermissions(permissions: readonly Permission[] = PERMISSIONS): PermissionGroup[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const key = permission.split('.')[0] as string;
    const list = groups.get(key) ?? [];
    list.push(permission);
    groups.set(key, list);
  }
  return [...groups.entries()].map(([key, list]) => ({ key, permissions: list }));
}
