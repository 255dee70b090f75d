import type { TuanCuaToi } from '@hpl/shared/thoi-khoa-bieu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** Whose class week: a class I teach, one of my subject classes, my homeroom class, or a class I lead. */
export type ClassWeekSource =
  | { kind: 'teacher'; lopMonHocId: number }
  | { kind: 'student'; lopMonHocId: number }
  | { kind: 'homeroom' }
  | { kind: 'homeroomTeacher'; lopQuanLyId: number };

const pathOf = (source: ClassWeekSource) =>
  source.kind === 'teacher'
    ? `/ThoiKhoaBieu/lopCuaToi/${source.lopMonHocId}`
    : source.kind === 'student'
      ? `/ThoiKhoaBieu/lopCuaEm/${source.lopMonHocId}`
      : source.kind === 'homeroomTeacher'
        ? `/ChuNhiem/lop/${source.lopQuanLyId}/thoiKhoaBieu`
        : '/ThoiKhoaBieu/lopQuanLyCuaEm';

/** `GET /api/ThoiKhoaBieu/lopCuaToi/{id}` | `lopCuaEm/{id}` | `lopQuanLyCuaEm`: a class's week, that week's changes applied. */
export function useClassWeek(source: ClassWeekSource, monday: string) {
  const path = pathOf(source);
  return useQuery({
    queryKey: thoiKhoaBieuKeys.classWeek(path, monday),
    queryFn: ({ signal }) => api.get<TuanCuaToi>(path, { query: { ngay: monday }, signal }),
    placeholderData: keepPreviousData,
  });
}
