import { describe, expect, it } from 'vitest';
import { candidatesFor, handlesRequests, managesIntake, nextInTurn, requestView } from './ho-so-tam-ly.policy';

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

describe('intake settings and assignment', () => {
  it('lets only the team with the records permission change the intake settings (not Admin, not a teacher)', () => {
    expect(
      Object.entries(people)
        .filter(([, u]) => managesIntake(u))
        .map(([k]) => k),
    ).toEqual(['tamly']);
  });

  const a = { taiKhoanId: 10, khoiIds: [6, 7] };
  const b = { taiKhoanId: 11, khoiIds: [8, 9] };
  const c = { taiKhoanId: 12, khoiIds: [] };
  it.each([
    ['thuCong', [a, b], 6, []],
    ['xoayVong', [], 6, []],
    ['xoayVong', [a, b], 6, [10, 11]],
    ['xoayVong', [a, b], null, [10, 11]],
    ['theoKhoi', [a, b], 8, [11]],
    ['theoKhoi', [a, b, c], 6, [10, 12]],
    ['theoKhoi', [a, b], 12, [10, 11]],
    ['theoKhoi', [a, b], null, [10, 11]],
  ] as const)('rule %s, receivers %j, grade %s → candidates %j', (rule, receivers, khoi, expected) => {
    expect(candidatesFor(rule, receivers as never, khoi).map((r) => r.taiKhoanId)).toEqual(expected);
  });

  it.each([
    [[], null, null],
    [[a], null, 10],
    [[a], 10, 10],
    [[a, b, c], null, 10],
    [[a, b, c], 10, 11],
    [[a, b, c], 11, 12],
    [[a, b, c], 12, 10],
    [[a, b, c], 99, 10],
  ] as const)('round robin over %j after %s → %s', (candidates, last, next) => {
    expect(nextInTurn(candidates as never, last)).toBe(next);
  });
});
