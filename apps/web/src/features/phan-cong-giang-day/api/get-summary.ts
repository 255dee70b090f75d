import type { PhanCongTongHop } from '@hpl/shared/phan-cong-giang-day/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

/** `GET /api/PhanCongGiangDay/tongHop`: the year's subject classes with teachers, and every teacher's load. */
export function fetchSummary(namHocId: number, signal?: AbortSignal): Promise<PhanCongTongHop> {
  return api.get<PhanCongTongHop>('/PhanCongGiangDay/tongHop', { query: { namHocId }, signal });
}

export const summaryQueryOptions = (namHocId: number | null) =>
  queryOptions({
    queryKey: phanCongGiangDayKeys.summary(namHocId),
    queryFn: ({ signal }) => fetchSummary(namHocId!, signal),
    enabled: namHocId !== null,
  });

export function useAssignmentSummary(namHocId: number | null) {
  return useQuery(summaryQueryOptions(namHocId));
}
