import { describe, expect, it } from 'vitest';
import { daysBetween, dueAlert, scopeOf } from './giay-to-tuy-than.policy';

describe('identity documents policy', () => {
  it('gives HR every document and others their own', () => {
    const hr = { roles: ['GiaoVien'], permissions: ['QuanLyNhanSu', 'QuanLyNhanSu.VisaPassport'], nhanVienId: 2 };
    expect(scopeOf(hr, true)).toEqual({ kind: 'all' });
    expect(scopeOf(hr, false)).toEqual({ kind: 'own', nhanVienId: 2 });
    expect(scopeOf({ roles: ['GiaoVien'], permissions: [], nhanVienId: 5 }, true)).toEqual({
      kind: 'own',
      nhanVienId: 5,
    });
    expect(scopeOf({ roles: ['HocSinh'], permissions: [], nhanVienId: null }, false)).toBeNull();
  });

  it('counts days between school dates', () => {
    expect(daysBetween('2026-11-28', '2027-01-27')).toBe(60);
    expect(daysBetween('2026-11-28', '2026-11-27')).toBe(-1);
  });

  it.each([
    [61, [], null],
    [60, [], 60],
    [31, [], 60],
    [31, [60], null],
    [30, [60], 30],
    [30, [], 30],
    [0, [60], 30],
    [12, [60, 30], null],
    [-1, [], null],
  ] as const)('%i days left, sent %o → %s', (days, sent, alert) => {
    expect(dueAlert(days, new Set(sent))).toBe(alert);
  });
});
