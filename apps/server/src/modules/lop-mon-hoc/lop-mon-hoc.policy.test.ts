import { describe, expect, it } from 'vitest';
import { myClassScopeOf } from './lop-mon-hoc.policy';

describe('lop-mon-hoc policy: my classes', () => {
  it.each([
    ['a teacher, as teacher', { nhanVienId: 7, hocSinhId: null }, 'teacher', { kind: 'teacher', nhanVienId: 7 }],
    ['a student, as student', { nhanVienId: null, hocSinhId: 9 }, 'student', { kind: 'student', hocSinhId: 9 }],
    ['a teacher asking for student classes', { nhanVienId: 7, hocSinhId: null }, 'student', { kind: 'none' }],
    ['a student asking for teacher classes', { nhanVienId: null, hocSinhId: 9 }, 'teacher', { kind: 'none' }],
    ['an account of nobody', { nhanVienId: null, hocSinhId: null }, 'teacher', { kind: 'none' }],
  ] as const)('%s', (_label, user, view, expected) => {
    expect(myClassScopeOf(user, view)).toEqual(expected);
  });
});
