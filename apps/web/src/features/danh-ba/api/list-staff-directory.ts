import type { Page } from '@hpl/shared/api';
import type { DanhBaNhanVien } from '@hpl/shared/danh-ba/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { danhBaKeys } from './keys';

/** `GET /api/DanhBa/danhSachNhanVien`: staff with department, phone and e-mail; accent-insensitive search. */
export function fetchStaffDirectory(query: Query, signal?: AbortSignal): Promise<Page<DanhBaNhanVien>> {
  return api.get<Page<DanhBaNhanVien>>('/DanhBa/danhSachNhanVien', { query, signal });
}

export const staffDirectoryQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: danhBaKeys.staff(query),
    queryFn: ({ signal }) => fetchStaffDirectory(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffDirectory(query: Query) {
  return useQuery(staffDirectoryQueryOptions(query));
}
