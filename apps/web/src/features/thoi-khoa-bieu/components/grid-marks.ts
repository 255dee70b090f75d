import { type Conflict, conflictMap } from '@hpl/shared/thoi-khoa-bieu/conflicts';
import type { TietHoc } from '@hpl/shared/thoi-khoa-bieu/contract';

export type GridView = 'lop' | 'giaoVien' | 'phong';

/** The lessons a grid of one class, teacher or room shows. */
export function lessonsOf(lessons: readonly TietHoc[], view: GridView, id: number | null): TietHoc[] {
  if (id === null) return [];
  if (view === 'lop') return lessons.filter((l) => l.lopQuanLyId === id || l.nhom.includes(id));
  if (view === 'giaoVien') return lessons.filter((l) => l.giaoVienIds.includes(id));
  return lessons.filter((l) => l.phongId === id);
}

/**
 * While a lesson is picked up: every slot where it would collide (teacher, class, room, students) is a conflict, the
 * rest of the week inside the school day is free. Slots are marked on the start period a drop would use.
 */
export function slotMarks(
  lesson: TietHoc | undefined,
  lessons: readonly TietHoc[],
  days: number,
  periods: number,
): { mark: (thu: number, tiet: number) => 'conflict' | 'free' | undefined; conflicts: Map<string, Conflict[]> } {
  if (!lesson) return { mark: () => undefined, conflicts: new Map() };
  const conflicts = conflictMap(lesson, days, periods, lessons);
  return {
    conflicts,
    mark: (thu, tiet) => {
      if (thu === lesson.thu && tiet === lesson.tiet) return undefined;
      if (tiet + lesson.soTiet > periods) return undefined;
      return conflicts.has(`${thu}:${tiet}`) ? 'conflict' : 'free';
    },
  };
}
