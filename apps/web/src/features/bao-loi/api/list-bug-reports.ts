import type { Page } from '@hpl/shared/api';
import type { BaoLoi } from '@hpl/shared/bao-loi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { baoLoiKeys } from './keys';

/** `GET /api/BaoLoi/danhSachBaoLoi`: one's own reports (every report for Admin), by status and text. */
export function fetchBugReports(query: Query, signal?: AbortSignal): Promise<Page<BaoLoi>> {
  return api.get<Page<BaoLoi>>('/BaoLoi/danhSachBaoLoi', { query, signal });
}

export const bugReportsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: baoLoiKeys.list(query),
    queryFn: ({ signal }) => fetchBugReports(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBugReports(query: Query) {
  return useQuery(bugReportsQueryOptions(query));
}
