import type { BaoLoiChiTiet } from '@hpl/shared/bao-loi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baoLoiKeys } from './keys';

/** `GET /api/BaoLoi/{id}`: one report with its screenshot and status history. */
export function fetchBugReport(id: number, signal?: AbortSignal): Promise<BaoLoiChiTiet> {
  return api.get<BaoLoiChiTiet>(`/BaoLoi/${id}`, { signal });
}

export const bugReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: baoLoiKeys.detail(id), queryFn: ({ signal }) => fetchBugReport(id, signal) });

export function useBugReport(id: number | null) {
  return useQuery({ ...bugReportQueryOptions(id ?? 0), enabled: id !== null });
}
