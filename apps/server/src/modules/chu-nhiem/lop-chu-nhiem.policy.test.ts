import { describe, expect, it } from 'vitest';
import { birthdaysInMonth, homeroomScopeOf, managesClass, tallyStatuses } from './lop-chu-nhiem.policy';

describe('homeroom policy', () => {
  it.each([
    { who: 'Admin', user: { roles: ['Admin', 'GiaoVien'], nhanVienId: 1 }, gvcnId: 9, manages: true },
    { who: 'the homeroom teacher', user: { roles: ['GiaoVien'], nhanVienId: 9 }, gvcnId: 9, manages: true },
    { who: 'another teacher', user: { roles: ['GiaoVien'], nhanVienId: 8 }, gvcnId: 9, manages: false },
    { who: 'a teacher, class without one', user: { roles: ['GiaoVien'], nhanVienId: 8 }, gvcnId: null, manages: false },
    {
      who: 'an account without staff record',
      user: { roles: ['GiaoVien'], nhanVienId: null },
      gvcnId: 9,
      manages: false,
    },
  ])('$who manages the class: $manages', ({ user, gvcnId, manages }) => {
    expect(managesClass(homeroomScopeOf(user), gvcnId)).toBe(manages);
  });

  it('tallies statuses and ignores unknown ones', () => {
    expect(tallyStatuses(['co_mat', 'di_muon', 'vang_co_phep', 'vang_khong_phep', 'co_mat', 'x'])).toEqual({
      coMat: 2,
      vangCoPhep: 1,
      vangKhongPhep: 1,
      diMuon: 1,
    });
  });

  it('lists birthdays of the month in day order', () => {
    const people = [
      { id: 1, ngaySinh: '2012-11-30' },
      { id: 2, ngaySinh: '2012-12-01' },
      { id: 3, ngaySinh: null },
      { id: 4, ngaySinh: '2011-11-02' },
    ];
    expect(birthdaysInMonth(people, '2026-11-28').map((p) => p.id)).toEqual([4, 1]);
  });
});
