import { describe, expect, it } from 'vitest';
import { photoScopeOf, seesFullStudentProfile } from './danh-ba.policy';

const admin = { roles: ['Admin'], permissions: [], nhanVienId: null, hocSinhId: null };
const teacher = { roles: ['GiaoVien'], permissions: [], nhanVienId: 7, hocSinhId: null };
const clerk = { roles: ['NhanSu'], permissions: ['QuanLy.NhanVien'], nhanVienId: 9, hocSinhId: null };
const student = { roles: ['HocSinh'], permissions: [], nhanVienId: null, hocSinhId: 42 };
const nobody = { roles: [], permissions: [], nhanVienId: null, hocSinhId: null };

describe('danh-ba policy: whose photos', () => {
  it.each([
    ['Admin', admin, { allStaff: true, allStudents: true, hocSinhId: null }],
    ['a teacher', teacher, { allStaff: true, allStudents: true, hocSinhId: null }],
    ['staff outside the directory', clerk, { allStaff: true, allStudents: false, hocSinhId: null }],
    ['a student', student, { allStaff: false, allStudents: false, hocSinhId: 42 }],
    ['an account of no one', nobody, { allStaff: false, allStudents: false, hocSinhId: null }],
  ])('%s', (_, user, scope) => {
    expect(photoScopeOf(user)).toEqual(scope);
  });
});

describe('danh-ba policy: the full student profile', () => {
  it.each([
    ['Admin, whoever the homeroom teacher is', admin, 3, true],
    ['Admin, a class without one', admin, null, true],
    ['the homeroom teacher of the class', teacher, 7, true],
    ['another teacher', teacher, 8, false],
    ['a teacher, a class without a homeroom teacher', teacher, null, false],
    ['staff with other permissions', clerk, 7, false],
    ['a student', student, 7, false],
    ['an account of no one, a class without a homeroom teacher', nobody, null, false],
  ] as const)('%s', (_, user, gvcnId, full) => {
    expect(seesFullStudentProfile(user, gvcnId)).toBe(full);
  });
});
