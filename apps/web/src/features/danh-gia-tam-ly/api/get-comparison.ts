import type { SoSanh } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

export interface ComparisonQuery {
  dotId?: number;
  lopId?: number;
  dotSoSanhId?: number;
}

/** `GET /api/DanhGiaTamLy/soSanh`: subscale means of the school, a grade level, a class or another campaign. */
export function fetchComparison(query: ComparisonQuery, signal?: AbortSignal): Promise<SoSanh> {
  return api.get<SoSanh>('/DanhGiaTamLy/soSanh', { query: { ...query }, signal });
}

export function useComparison(query: ComparisonQuery) {
  return useQuery({
    queryKey: [...danhGiaTamLyKeys.all, 'compare', query] as const,
    queryFn: ({ signal }) => fetchComparison(query, signal),
    enabled: query.dotId !== undefined,
  });
}
