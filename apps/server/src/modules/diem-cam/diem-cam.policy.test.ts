import { describe, expect, it } from 'vitest';
import { type ClassRelation, classRelationOf, decideExamWrite, scopeOf } from './diem-cam.policy';

const manager = { permissions: ['QuanLyDiemCam'], nhanVienId: 1 };
const teacher = { permissions: [], nhanVienId: 7 };
const student = { permissions: [], nhanVienId: null };

describe('diem-cam policy', () => {
  it.each([
    ['a manager, any Cambridge class', manager, { teacherIds: [7], cambridge: true }, 'quanLy'],
    ['a manager who also teaches it', { ...manager, nhanVienId: 7 }, { teacherIds: [7], cambridge: true }, 'quanLy'],
    ['its teacher', teacher, { teacherIds: [3, 7], cambridge: true }, 'giaoVien'],
    ['another teacher', teacher, { teacherIds: [3], cambridge: true }, 'other'],
    ['its teacher, national class', teacher, { teacherIds: [7], cambridge: false }, 'other'],
    ['a manager, national class', manager, { teacherIds: [], cambridge: false }, 'other'],
    ['a student', student, { teacherIds: [7], cambridge: true }, 'other'],
  ] as const)('relation of %s', (_, user, facts, expected) => {
    expect(classRelationOf(user, facts)).toBe(expected);
  });

  it('scopes lists: managers all, teachers their classes, nobody else anything', () => {
    expect(scopeOf(manager)).toEqual({ kind: 'all' });
    expect(scopeOf(teacher)).toEqual({ kind: 'teacher', nhanVienId: 7 });
    expect(scopeOf(student)).toEqual({ kind: 'none' });
  });

  it.each<[ClassRelation, string | null, string]>([
    ['quanLy', null, 'ok'],
    ['quanLy', 'daCongBo', 'ok'],
    ['quanLy', 'daKhoa', 'locked'],
    ['giaoVien', null, 'ok'],
    ['giaoVien', 'dangNhap', 'ok'],
    ['giaoVien', 'daNop', 'locked'],
    ['giaoVien', 'daKhoa', 'locked'],
    ['other', null, 'notFound'],
    ['other', 'dangNhap', 'notFound'],
  ])('%s writing an exam in state %s → %s', (relation, state, expected) => {
    expect(decideExamWrite(relation, state)).toBe(expected);
  });
});
