import type { LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopQuanLyKeys } from './keys';

/** `GET /api/LopQuanLy/{id}/danhSachHocSinh`: the students enrolled in a class now (or at the end of a past year). */
export function fetchClassStudents(lopId: number, signal?: AbortSignal): Promise<LopQuanLyHocSinh[]> {
  return api.get<LopQuanLyHocSinh[]>(`/LopQuanLy/${lopId}/danhSachHocSinh`, { signal });
}

export const classStudentsQueryOptions = (lopId: number | null) =>
  queryOptions({
    queryKey: lopQuanLyKeys.students(lopId ?? 0),
    queryFn: ({ signal }) => fetchClassStudents(lopId!, signal),
    enabled: lopId !== null,
  });

export function useClassStudents(lopId: number | null) {
  return useQuery(classStudentsQueryOptions(lopId));
}
