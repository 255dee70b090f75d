import type { Page } from '@hpl/shared/api';
import type { DanhBaHocSinh } from '@hpl/shared/danh-ba/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { danhBaKeys } from './keys';

/** `GET /api/DanhBa/danhSachHocSinh`: students with their class (what a teacher may see); class and grade filters. */
export function fetchStudentDirectory(query: Query, signal?: AbortSignal): Promise<Page<DanhBaHocSinh>> {
  return api.get<Page<DanhBaHocSinh>>('/DanhBa/danhSachHocSinh', { query, signal });
}

export const studentDirectoryQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: danhBaKeys.students(query),
    queryFn: ({ signal }) => fetchStudentDirectory(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStudentDirectory(query: Query) {
  return useQuery(studentDirectoryQueryOptions(query));
}
