import { describe, expect, it } from 'vitest';
import { recipientKind, scopeOf } from './khen-thuong.policy';

describe('khen-thuong policy', () => {
  it('shows hidden entries to Admin only and knows whose awards are the caller’s', () => {
    expect(scopeOf({ roles: ['Admin', 'GiaoVien'], hocSinhId: null, nhanVienId: 3 })).toEqual({
      hidden: true,
      me: { hocSinhId: null, nhanVienId: 3 },
    });
    expect(scopeOf({ roles: ['HocSinh'], hocSinhId: 9, nhanVienId: null })).toEqual({
      hidden: false,
      me: { hocSinhId: 9, nhanVienId: null },
    });
  });

  it.each([
    [{ hocSinhId: 1 }, 'hocSinh'],
    [{ hocSinhId: 1, hoTen: 'An' }, 'hocSinh'],
    [{ nhanVienId: 2 }, 'nhanVien'],
    [{ hoTen: 'Đội tuyển Toán' }, 'ten'],
    [{ hocSinhId: 1, nhanVienId: 2 }, null],
    [{ hoTen: '' }, null],
    [{}, null],
  ] as const)('recipient %o is %s', (input, kind) => {
    expect(recipientKind(input)).toBe(kind);
  });
});
