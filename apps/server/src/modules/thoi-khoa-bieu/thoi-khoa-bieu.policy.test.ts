import { describe, expect, it } from 'vitest';
import { canMoveStatus, isEditable, weekOwnerOf } from './thoi-khoa-bieu.policy';

describe('thoi-khoa-bieu policy', () => {
  it.each([
    [
      { roles: ['GiaoVien'], nhanVienId: 5, hocSinhId: null },
      { kind: 'teacher', nhanVienId: 5 },
    ],
    [
      { roles: ['HocSinh'], nhanVienId: null, hocSinhId: 9 },
      { kind: 'student', hocSinhId: 9 },
    ],
    [
      { roles: ['Admin', 'GiaoVien'], nhanVienId: 3, hocSinhId: null },
      { kind: 'teacher', nhanVienId: 3 },
    ],
    [{ roles: ['Admin'], nhanVienId: null, hocSinhId: null }, null],
    [{ roles: ['GiaoVien'], nhanVienId: null, hocSinhId: null }, null],
    [{ roles: ['PhuHuynh'], nhanVienId: null, hocSinhId: 9 }, null],
  ])('my week of %j is %j', (user, owner) => {
    expect(weekOwnerOf(user)).toEqual(owner);
  });

  it.each([
    ['nhap', true],
    ['cong_bo', false],
    ['luu_tru', false],
  ])('a %s version is editable: %s', (status, editable) => {
    expect(isEditable(status)).toBe(editable);
  });

  it.each([
    ['nhap', 'cong_bo', true],
    ['nhap', 'luu_tru', false],
    ['cong_bo', 'luu_tru', true],
    ['cong_bo', 'cong_bo', false],
    ['luu_tru', 'cong_bo', false],
    ['luu_tru', 'nhap', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMoveStatus(from, to)).toBe(allowed);
  });
});
