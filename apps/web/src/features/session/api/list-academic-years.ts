import type { Page } from '@hpl/shared/api';
import type { NamHoc } from '@hpl/shared/nam-hoc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

/** `GET /api/NamHoc/danhSachNamHoc?pageSize=-1` (spec §7, §9): every academic year, for the header selector. */
export function fetchAcademicYears(signal?: AbortSignal): Promise<Page<NamHoc>> {
  return api.get<Page<NamHoc>>('/NamHoc/danhSachNamHoc', { query: { pageSize: -1 }, signal });
}

export const academicYearsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.academicYears(),
    queryFn: ({ signal }) => fetchAcademicYears(signal),
    staleTime: 10 * 60_000,
  });

export function useAcademicYears() {
  return useQuery(academicYearsQueryOptions());
}
