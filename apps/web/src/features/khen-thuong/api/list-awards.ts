import type { Page } from '@hpl/shared/api';
import type { KhenThuong } from '@hpl/shared/khen-thuong/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { khenThuongKeys } from './keys';

/** `GET /api/KhenThuong/danhSachKhenThuong`: the board of a year, by category, text, or one's own awards. */
export function fetchAwards(query: Query, signal?: AbortSignal): Promise<Page<KhenThuong>> {
  return api.get<Page<KhenThuong>>('/KhenThuong/danhSachKhenThuong', { query, signal });
}

export const awardsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: khenThuongKeys.list(query),
    queryFn: ({ signal }) => fetchAwards(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAwards(query: Query, enabled: boolean) {
  return useQuery({ ...awardsQueryOptions(query), enabled });
}
