import { describe, expect, it } from 'vitest';
import { type ConflictLesson, conflictMap, conflictsAt, periodsOverlap } from './conflicts';

const lesson = (over: Partial<ConflictLesson> & { id: number }): ConflictLesson => ({
  lopQuanLyId: null,
  lopMonHocId: null,
  thu: 0,
  tiet: 0,
  soTiet: 1,
  phongId: null,
  giaoVienIds: [],
  nhom: [],
  ...over,
});

describe('timetable conflicts', () => {
  const toan10a = lesson({ id: 1, lopQuanLyId: 10, giaoVienIds: [5], nhom: [10], phongId: 100 });
  const van10a = lesson({ id: 2, lopQuanLyId: 10, giaoVienIds: [6], nhom: [10], phongId: 100, thu: 1, tiet: 2 });
  const toan10b = lesson({ id: 3, lopQuanLyId: 11, giaoVienIds: [5], nhom: [11], phongId: 101, thu: 2, tiet: 3 });
  const tinNhom = lesson({ id: 4, lopMonHocId: 40, giaoVienIds: [7], nhom: [10, 11], phongId: 200, thu: 3, tiet: 0 });
  const all = [toan10a, van10a, toan10b, tinNhom];

  it('finds overlapping periods, double periods included', () => {
    expect(periodsOverlap(2, 2, 3, 1)).toBe(true);
    expect(periodsOverlap(2, 1, 3, 1)).toBe(false);
    expect(periodsOverlap(4, 1, 3, 2)).toBe(true);
  });

  it('names the class and the room when two lessons of one class meet', () => {
    const found = conflictsAt(toan10a, { thu: 1, tiet: 2 }, all);
    expect(found.map((c) => c.kind).sort()).toEqual(['class', 'room']);
    expect(found.every((c) => c.otherId === 2)).toBe(true);
  });

  it('names the teacher busy in another class', () => {
    expect(conflictsAt(toan10a, { thu: 2, tiet: 3 }, all)).toEqual([
      { kind: 'teacher', otherId: 3, entityId: 5, tiet: 3 },
    ]);
  });

  it('names students who would sit in two subject classes at once', () => {
    expect(conflictsAt(toan10b, { thu: 3, tiet: 0 }, all)).toEqual([
      { kind: 'students', otherId: 4, entityId: 11, tiet: 0 },
    ]);
  });

  it('finds no conflict in a free slot, and never with the lesson itself', () => {
    expect(conflictsAt(toan10a, { thu: 5, tiet: 0 }, all)).toEqual([]);
    expect(conflictsAt(toan10a, { thu: 0, tiet: 0 }, all)).toEqual([]);
  });

  it('takes a double period into account and can move the room', () => {
    const double = { ...van10a, soTiet: 2 };
    expect(conflictsAt(double, { thu: 2, tiet: 2 }, [toan10b])).toEqual([]);
    const withTeacher = { ...double, giaoVienIds: [5] };
    expect(conflictsAt(withTeacher, { thu: 2, tiet: 2 }, [toan10b]).map((c) => c.kind)).toEqual(['teacher']);
    expect(conflictsAt(toan10a, { thu: 1, tiet: 2, phongId: 300 }, all).map((c) => c.kind)).toEqual(['class']);
  });

  it('maps every colliding slot of the week', () => {
    const map = conflictMap(toan10a, 6, 8, all);
    expect([...map.keys()].sort()).toEqual(['1:2', '2:3', '3:0']);
  });
});
