import type { Page } from '@hpl/shared/api';
import type { LopMonHoc } from '@hpl/shared/lop-mon-hoc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopMonHocKeys } from './keys';

export type SubjectClassQuery = Record<string, string | number | undefined>;

/** `GET /api/LopMonHoc/danhSachLopMonHoc`: subject classes of a year, by programme, searched, sorted and paged. */
export function fetchSubjectClasses(query: SubjectClassQuery, signal?: AbortSignal): Promise<Page<LopMonHoc>> {
  return api.get<Page<LopMonHoc>>('/LopMonHoc/danhSachLopMonHoc', { query, signal });
}

export function useSubjectClassList(query: SubjectClassQuery, enabled: boolean) {
  return useQuery({
    queryKey: lopMonHocKeys.list(query),
    queryFn: ({ signal }) => fetchSubjectClasses(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
