import type { ThongKeDiemDanh } from '@hpl/shared/diem-danh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemDanhKeys } from './keys';

/** `GET /api/DiemDanh/thongKeTrangThaiDiemDanh`: counts per status in total, by class and by day. */
export function fetchAttendanceStatistics(query: Query, signal?: AbortSignal): Promise<ThongKeDiemDanh> {
  return api.get<ThongKeDiemDanh>('/DiemDanh/thongKeTrangThaiDiemDanh', { query, signal, timeoutMs: 30_000 });
}

export const attendanceStatisticsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: diemDanhKeys.statistics(query),
    queryFn: ({ signal }) => fetchAttendanceStatistics(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendanceStatistics(query: Query, enabled = true) {
  return useQuery({ ...attendanceStatisticsQueryOptions(query), enabled });
}
