import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, ROLES } from '@hpl/shared/auth';
import { describe, expect, it } from 'vitest';
import { groupPermissions } from './permission-groups';

const catalogue = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../locales/${lang}/tai-khoan.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('groupPermissions', () => {
  it('puts every permission in exactly one group named by its prefix, keeping the order', () => {
    const groups = groupPermissions();
    expect(groups.flatMap((g) => g.permissions)).toEqual([...PERMISSIONS]);
    const hr = groups.find((g) => g.key === 'QuanLyNhanSu');
    expect(hr?.permissions).toEqual(['QuanLyNhanSu', 'QuanLyNhanSu.VisaPassport', 'QuanLyNhanSu.PhongBanNhanSu']);
    expect(groups.find((g) => g.key === 'QuanLy')?.permissions).toEqual(['QuanLy.TaiKhoan']);
  });
});

describe('labels of roles and permissions', () => {
  it('exist in both languages for every role, permission and group (the keys are built at run time)', () => {
    for (const lang of ['vi', 'en']) {
      const labels = catalogue(lang);
      const missing = [
        ...ROLES.map((r) => `role.${r}`),
        ...PERMISSIONS.map((p) => `perm.${p}`),
        ...groupPermissions().map((g) => `group.${g.key}`),
      ].filter((key) => !labels[key]);
      expect(missing, lang).toEqual([]);
    }
  });
});
