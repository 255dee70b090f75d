import type { Page } from '@hpl/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import type { ResourceKeys } from './keys';

/** `GET /api/<R>/danhSach<R>` with paging, search, sort and the screen's filters (spec §7 list convention). */
export function fetchRecords<T>(resource: string, query: Query, signal?: AbortSignal): Promise<Page<T>> {
  return api.get<Page<T>>(`/${resource}/danhSach${resource}`, { query, signal });
}

export const recordsQueryOptions = <T>(resource: string, keys: ResourceKeys, query: Query, enabled = true) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => fetchRecords<T>(resource, query, signal),
    // Paging and filtering keep the previous rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    enabled,
  });

export function useRecords<T>(resource: string, keys: ResourceKeys, query: Query, enabled = true) {
  return useQuery(recordsQueryOptions<T>(resource, keys, query, enabled));
}
