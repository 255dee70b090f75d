import { describe, expect, it } from 'vitest';
import { answerSheetAccess, studentSeesScore, teamAccess } from './danh-gia-tam-ly.policy';

/** The demo accounts' shapes (apps/server/src/demo/school-data.ts): roles, and the student id of a pupil. */
const people = {
  admin: { roles: ['Admin', 'GiaoVien'], hocSinhId: null },
  giaovien: { roles: ['GiaoVien'], hocSinhId: null },
  gvcn: { roles: ['GiaoVien'], hocSinhId: null },
  thanhtra: { roles: ['GiaoVien', 'ThanhTra'], hocSinhId: null },
  hocsinh: { roles: ['HocSinh'], hocSinhId: 10 },
  otherPupil: { roles: ['HocSinh'], hocSinhId: 11 },
  tamly: { roles: ['GiaoVien', 'ChuyenVienTamLy'], hocSinhId: null },
};

describe('wellbeing privacy policy', () => {
  it.each([
    ['admin', 'none'],
    ['giaovien', 'none'],
    ['gvcn', 'none'],
    ['thanhtra', 'none'],
    ['hocsinh', 'none'],
    ['tamly', 'team'],
  ] as const)('instruments, campaigns, overviews: %s → %s', (who, access) => {
    expect(teamAccess(people[who])).toBe(access);
  });

  it.each([
    ['hocsinh', 'self'],
    ['otherPupil', 'none'],
    ['admin', 'none'],
    ['gvcn', 'none'],
    ['thanhtra', 'none'],
    ['tamly', 'team'],
  ] as const)('the answer sheet of student 10: %s → %s', (who, access) => {
    expect(answerSheetAccess(people[who], 10)).toBe(access);
  });

  it('never shows a student a score', () => {
    expect(studentSeesScore()).toBe(false);
  });
});
