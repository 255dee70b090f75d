import { describe, expect, it } from 'vitest';
import {
  classRelationOf,
  decideCellWrite,
  homeroomRelationOf,
  isWindowOpen,
  mayRequestChange,
  maySetConduct,
  mayWriteComment,
  reportRelationOf,
} from './diem-vn.policy';

const teacher = { nhanVienId: 7, hocSinhId: null, isOffice: false };
const office = { nhanVienId: 9, hocSinhId: null, isOffice: true };
const student = { nhanVienId: null, hocSinhId: 42, isOffice: false };

describe('diem-vn policy', () => {
  it('a subject class exists for its teachers and the office only, and only in the national programme', () => {
    expect(classRelationOf(teacher, { teacherIds: [7, 8], national: true })).toBe('giaoVien');
    expect(classRelationOf(teacher, { teacherIds: [8], national: true })).toBe('other');
    expect(classRelationOf(office, { teacherIds: [8], national: true })).toBe('quanLy');
    expect(classRelationOf({ ...office, nhanVienId: 8 }, { teacherIds: [8], national: true })).toBe('giaoVien');
    expect(classRelationOf(student, { teacherIds: [8], national: true })).toBe('other');
    expect(classRelationOf(teacher, { teacherIds: [7], national: false })).toBe('other');
  });

  it('a teacher changes cells only inside an open window of an unlocked term; the office never directly', () => {
    const table = (['giaoVien', 'quanLy', 'other'] as const).map((relation) => [
      relation,
      decideCellWrite(relation, { windowOpen: true, locked: false }),
      decideCellWrite(relation, { windowOpen: false, locked: false }),
      decideCellWrite(relation, { windowOpen: true, locked: true }),
    ]);
    expect(table).toEqual([
      ['giaoVien', 'ok', 'windowClosed', 'locked'],
      ['quanLy', 'forbidden', 'forbidden', 'forbidden'],
      ['other', 'forbidden', 'forbidden', 'forbidden'],
    ]);
  });

  it('change requests are for cells the teacher can no longer change directly', () => {
    expect(mayRequestChange('giaoVien', { windowOpen: true, locked: false })).toBe(false);
    expect(mayRequestChange('giaoVien', { windowOpen: false, locked: false })).toBe(true);
    expect(mayRequestChange('giaoVien', { windowOpen: true, locked: true })).toBe(true);
    expect(mayRequestChange('quanLy', { windowOpen: false, locked: true })).toBe(false);
  });

  it('comments until the term is locked; conduct by the homeroom teacher until the summary is confirmed', () => {
    expect(mayWriteComment('giaoVien', false)).toBe(true);
    expect(mayWriteComment('giaoVien', true)).toBe(false);
    expect(mayWriteComment('quanLy', false)).toBe(false);
    expect(homeroomRelationOf(teacher, { gvcnId: 7 })).toBe('chuNhiem');
    expect(homeroomRelationOf(teacher, { gvcnId: 8 })).toBe('other');
    expect(homeroomRelationOf(office, { gvcnId: 8 })).toBe('quanLy');
    expect(maySetConduct('chuNhiem', false)).toBe(true);
    expect(maySetConduct('chuNhiem', true)).toBe(false);
    expect(maySetConduct('quanLy', false)).toBe(false);
  });

  it('a report belongs to its student; the office reads all; anyone else gets nothing', () => {
    expect(reportRelationOf(student, 42)).toBe('own');
    expect(reportRelationOf(student, 43)).toBe('other');
    expect(reportRelationOf(teacher, 42)).toBe('other');
    expect(reportRelationOf(office, 42)).toBe('quanLy');
  });

  it('a window is open from its opening (inclusive) to its closing (exclusive)', () => {
    const w = { moLuc: new Date('2026-09-01T00:00:00Z'), dongLuc: new Date('2026-09-02T00:00:00Z') };
    expect(isWindowOpen(w, new Date('2026-09-01T00:00:00Z'))).toBe(true);
    expect(isWindowOpen(w, new Date('2026-09-02T00:00:00Z'))).toBe(false);
    expect(isWindowOpen(undefined, new Date())).toBe(false);
  });
});
