import { describe, expect, it } from 'vitest';
import { mayAttach, mayMove, scopeOf } from './bao-loi.policy';

describe('bao-loi policy', () => {
  it('lets Admin see every report and anyone else only their own', () => {
    expect(scopeOf({ accountId: 1, roles: ['Admin', 'GiaoVien'] })).toEqual({ kind: 'all' });
    expect(scopeOf({ accountId: 7, roles: ['GiaoVien'] })).toEqual({ kind: 'own', taiKhoanId: 7 });
  });

  it.each([
    ['moi', 'dangXuLy', true],
    ['moi', 'daSua', true],
    ['moi', 'khongSua', true],
    ['dangXuLy', 'daSua', true],
    ['dangXuLy', 'khongSua', true],
    ['daSua', 'dangXuLy', true],
    ['khongSua', 'dangXuLy', true],
    ['moi', 'moi', false],
    ['dangXuLy', 'moi', false],
    ['daSua', 'khongSua', false],
    ['khongSua', 'daSua', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(mayMove(from, to)).toBe(allowed);
  });

  it('attaches only the caller’s own bug screenshot', () => {
    const file = { purpose: 'bug-screenshot', ownerAccountId: 7 };
    expect(mayAttach(file, 7, 'bug-screenshot')).toBe(true);
    expect(mayAttach(file, 8, 'bug-screenshot')).toBe(false);
    expect(mayAttach({ ...file, purpose: 'leave-attachment' }, 7, 'bug-screenshot')).toBe(false);
    expect(mayAttach(undefined, 7, 'bug-screenshot')).toBe(false);
  });
});
