import { describe, expect, it } from 'vitest';
import { type CopyTargetFacts, decideCopy } from './bai-thi-cam-sao-chep.policy';
import { decideScaleEdit, mayDeleteScale } from './thang-quy-doi.policy';

describe('decideScaleEdit', () => {
  it.each([
    [{ hienHanh: true, daDung: false }, 'inPlace'],
    [{ hienHanh: true, daDung: true }, 'newVersion'],
    [{ hienHanh: false, daDung: true }, 'notCurrent'],
    [{ hienHanh: false, daDung: false }, 'notCurrent'],
  ] as const)('%j → %s', (version, expected) => {
    expect(decideScaleEdit(version)).toBe(expected);
  });

  it('deletes a scale only while no version was used', () => {
    expect(mayDeleteScale([{ daDung: false }, { daDung: false }])).toBe(true);
    expect(mayDeleteScale([{ daDung: false }, { daDung: true }])).toBe(false);
  });
});

describe('decideCopy', () => {
  const office = { permissions: ['QuanLyDiemCam'], nhanVienId: null };
  const teacher = { permissions: [], nhanVienId: 7 };
  const student = { permissions: [], nhanVienId: null };
  const source = { id: 1, monHocId: 10 };
  const facts: CopyTargetFacts[] = [
    { id: 1, monHocId: 10, teacherIds: [7], cambridge: true },
    { id: 2, monHocId: 10, teacherIds: [7], cambridge: true },
    { id: 3, monHocId: 10, teacherIds: [8], cambridge: true },
    { id: 4, monHocId: 11, teacherIds: [7], cambridge: true },
    { id: 5, monHocId: 10, teacherIds: [7], cambridge: false },
  ];

  it.each([
    ['the office, a class of the subject', office, [2, 3], 'ok'],
    ['a teacher, a class they teach', teacher, [2], 'ok'],
    ['a teacher, a class they do not teach', teacher, [2, 3], 'notFound'],
    ['anyone, a missing class', office, [99], 'notFound'],
    ['anyone, a national-programme class', office, [5], 'notFound'],
    ['someone without a staff record', student, [2], 'notFound'],
    ['the exam’s own class', office, [1, 2], 'sameClass'],
    ['another subject', office, [2, 4], 'otherSubject'],
    ['a teacher, another subject they teach', teacher, [4], 'otherSubject'],
  ] as const)('%s → %s', (_name, user, targets, expected) => {
    expect(decideCopy(user as never, source, targets, facts)).toBe(expected);
  });
});
