import type { Page } from '@hpl/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { crudKeys } from './keys';

/** Every row of a resource (`pageSize=-1`) for a select, optionally narrowed (floors of one building). */
export function fetchOptionRows<T>(resource: string, query: Query, signal?: AbortSignal): Promise<T[]> {
  return api
    .get<Page<T>>(`/${resource}/danhSach${resource}`, { query: { ...query, pageSize: -1 }, signal })
    .then((page) => page.items);
}

export const optionRowsQueryOptions = <T>(resource: string, query: Query, enabled = true) =>
  queryOptions({
    queryKey: crudKeys.options(resource, query),
    queryFn: ({ signal }) => fetchOptionRows<T>(resource, query, signal),
    staleTime: 60_000,
    enabled,
  });

export function useOptionRows<T>(resource: string, query: Query = {}, enabled = true) {
  return useQuery(optionRowsQueryOptions<T>(resource, query, enabled));
}
