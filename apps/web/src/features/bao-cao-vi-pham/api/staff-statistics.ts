import type { ThongKeViPhamNv } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

export type StaffStatisticsQuery = { tuNgay?: string; denNgay?: string };

/** `GET /api/BaoCaoViPhamNhanVien/thongKe`: staff reports per department, code and month (the managers). */
export function useStaffStatistics(query: StaffStatisticsQuery) {
  return useQuery({
    queryKey: viPhamKeys.staffStatistics(query),
    queryFn: ({ signal }) => api.get<ThongKeViPhamNv>('/BaoCaoViPhamNhanVien/thongKe', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const downloadStaffStatistics = (query: StaffStatisticsQuery) =>
  api.download('/BaoCaoViPhamNhanVien/thongKe/xuatExcel', { query, timeoutMs: 30_000 });
