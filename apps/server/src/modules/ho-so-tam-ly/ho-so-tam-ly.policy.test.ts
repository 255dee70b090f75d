import { describe, expect, it } from 'vitest';
import { handlesRequests, requestView } from './ho-so-tam-ly.policy';

const people = {
  admin: { accountId: 1, roles: ['Admin', 'GiaoVien'], permissions: ['QuanLyHoSoTamLy.Admin'] },
  gvcn: { accountId: 2, roles: ['GiaoVien'], permissions: [] },
  hocsinh: { accountId: 3, roles: ['HocSinh'], permissions: [] },
  tamly: { accountId: 4, roles: ['GiaoVien', 'ChuyenVienTamLy'], permissions: ['QuanLyHoSoTamLy.Admin'] },
  tamlyWithoutRecords: { accountId: 5, roles: ['GiaoVien', 'ChuyenVienTamLy'], permissions: [] },
};

describe('counselling request privacy', () => {
  it.each([
    ['admin', 2, 'none'],
    ['gvcn', 2, 'status'],
    ['gvcn', 3, 'none'],
    ['hocsinh', 3, 'status'],
    ['hocsinh', 2, 'none'],
    ['tamly', 2, 'team'],
    ['tamlyWithoutRecords', 2, 'none'],
  ] as const)('%s on a request filed by account %i → %s', (who, filedBy, view) => {
    expect(requestView(people[who], { nguoiGuiId: filedBy })).toBe(view);
  });

  it('gives the request list to the team with the records permission only (not Admin)', () => {
    expect(
      Object.entries(people)
        .filter(([, u]) => handlesRequests(u))
        .map(([k]) => k),
    ).toEqual(['tamly']);
  });
});
