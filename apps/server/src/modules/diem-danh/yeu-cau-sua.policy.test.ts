import { describe, expect, it } from 'vitest';
import { mayAskFor, scopeOf } from './yeu-cau-sua.policy';

const teacher = { roles: ['GiaoVien'], permissions: [], nhanVienId: 5 };
const hr = { roles: ['GiaoVien'], permissions: ['QuanLyNhanSu'], nhanVienId: 6 };

describe('punch correction policy', () => {
  it.each([
    ['a teacher asking as HR', teacher, true, { kind: 'own', nhanVienId: 5 }],
    ['a teacher', teacher, false, { kind: 'own', nhanVienId: 5 }],
    ['HR on the approval list', hr, true, { kind: 'all' }],
    ['HR on their own list', hr, false, { kind: 'own', nhanVienId: 6 }],
    ['a student', { roles: ['HocSinh'], permissions: [], nhanVienId: null }, false, null],
  ] as const)('%s', (_name, user, asHr, scope) => {
    expect(scopeOf({ ...user, roles: [...user.roles], permissions: [...user.permissions] }, asHr)).toEqual(scope);
  });

  it('refuses days still to come', () => {
    expect(mayAskFor('2026-11-28', '2026-11-28')).toBe(true);
    expect(mayAskFor('2026-11-27', '2026-11-28')).toBe(true);
    expect(mayAskFor('2026-11-29', '2026-11-28')).toBe(false);
  });
});
