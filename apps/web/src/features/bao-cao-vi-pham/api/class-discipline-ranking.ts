import type { XepHang } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

export type RankingQuery = { kieu: 'tuan' | 'thang'; ngay: string };

/** `GET /api/DanhGiaNenNep/xepHang`: the classes ranked by their approved weeks (a week or a month). */
export function useDisciplineRanking(query: RankingQuery) {
  return useQuery({
    queryKey: viPhamKeys.disciplineRanking(query),
    queryFn: ({ signal }) => api.get<XepHang>('/DanhGiaNenNep/xepHang', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/DanhGiaNenNep/xepHang/xuatExcel`: the same ranking as a workbook. */
export const downloadDisciplineRanking = (query: RankingQuery) =>
  api.download('/DanhGiaNenNep/xepHang/xuatExcel', { query, timeoutMs: 30_000 });
