import type { Page } from '@hpl/shared/api';
import type { HocSinh } from '@hpl/shared/hoc-sinh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** `GET /api/HocSinh/danhSachHocSinh`: students of a year with grade level / class / status filters (Admin). */
export function fetchStudents(query: Query, signal?: AbortSignal): Promise<Page<HocSinh>> {
  return api.get<Page<HocSinh>>('/HocSinh/danhSachHocSinh', { query, signal });
}

export const studentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: hocSinhKeys.list(query),
    queryFn: ({ signal }) => fetchStudents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStudents(query: Query, enabled = true) {
  return useQuery({ ...studentsQueryOptions(query), enabled });
}
