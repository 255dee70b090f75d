import type { ThongKeViPham } from '@hpl/shared/bao-cao-vi-pham/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/thongKe`: incidents per week, class and code, and repeated codes (the office). */
export function useStatistics(query: { tuNgay?: string; denNgay?: string }) {
  return useQuery({
    queryKey: viPhamKeys.statistics(query),
    queryFn: ({ signal }) => api.get<ThongKeViPham>('/BaoCaoViPham/thongKe', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
