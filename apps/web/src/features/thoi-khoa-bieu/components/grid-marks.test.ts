import type { TietHoc } from '@hpl/shared/thoi-khoa-bieu/contract';
import { describe, expect, it } from 'vitest';
import { lessonsOf, slotMarks } from './grid-marks';

const lesson = (over: Partial<TietHoc> & { id: number }): TietHoc => ({
  lopMonHocId: 100 + over.id,
  lopQuanLyId: 1,
  hoatDong: null,
  ten: 'Toán',
  tenEn: 'Mathematics',
  thu: 0,
  tiet: 0,
  soTiet: 1,
  phongId: 10,
  giaoVienIds: [7],
  nhom: [1],
  coDinh: false,
  version: 0,
  ...over,
});

describe('the grid’s live conflict marks', () => {
  const maths = lesson({ id: 1 });
  const literature = lesson({ id: 2, thu: 1, tiet: 2, giaoVienIds: [8] });
  const otherClass = lesson({ id: 3, lopQuanLyId: 2, nhom: [2], phongId: 11, thu: 2, tiet: 0 });
  const all = [maths, literature, otherClass];

  it('marks the slot of another lesson of the class, and of the same teacher elsewhere, as conflicts', () => {
    const { mark, conflicts } = slotMarks(maths, all, 6, 8);
    expect(mark(1, 2)).toBe('conflict');
    expect(
      conflicts
        .get('1:2')
        ?.map((c) => c.kind)
        .sort(),
    ).toEqual(['class', 'room']);
    expect(mark(2, 0)).toBe('conflict');
    expect(conflicts.get('2:0')?.map((c) => c.kind)).toEqual(['teacher']);
    expect(mark(3, 3)).toBe('free');
  });

  it('leaves the lesson’s own slot and slots a double period would overrun unmarked', () => {
    const double = { ...maths, soTiet: 2 };
    const { mark } = slotMarks(double, all, 6, 8);
    expect(mark(0, 0)).toBeUndefined();
    expect(mark(4, 7)).toBeUndefined();
    expect(mark(1, 1)).toBe('conflict');
  });

  it('marks nothing when no lesson is picked up', () => {
    expect(slotMarks(undefined, all, 6, 8).mark(0, 0)).toBeUndefined();
  });

  it('shows a class, a teacher or a room', () => {
    expect(lessonsOf(all, 'lop', 1).map((l) => l.id)).toEqual([1, 2]);
    expect(lessonsOf(all, 'giaoVien', 7).map((l) => l.id)).toEqual([1, 3]);
    expect(lessonsOf(all, 'phong', 11).map((l) => l.id)).toEqual([3]);
    expect(lessonsOf(all, 'phong', null)).toEqual([]);
  });
});
