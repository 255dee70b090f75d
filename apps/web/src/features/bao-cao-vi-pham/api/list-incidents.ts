import type { Page } from '@hpl/shared/api';
import type { ViPhamHocSinh } from '@hpl/shared/bao-cao-vi-pham/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/danhSachViPham`: the incidents the caller may see, with the office's filters. */
export function fetchIncidents(query: Query, signal?: AbortSignal): Promise<Page<ViPhamHocSinh>> {
  return api.get<Page<ViPhamHocSinh>>('/BaoCaoViPham/danhSachViPham', { query, signal });
}

export const incidentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: viPhamKeys.list(query),
    queryFn: ({ signal }) => fetchIncidents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidents(query: Query) {
  return useQuery(incidentsQueryOptions(query));
}
