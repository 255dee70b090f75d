import type { TongQuanLop } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/tongQuan/{dotId}/theoLop`: per-class means, hidden below 5 respondents. */
export function fetchClassOverview(dotId: number, signal?: AbortSignal): Promise<TongQuanLop[]> {
  return api.get<TongQuanLop[]>(`/DanhGiaTamLy/tongQuan/${dotId}/theoLop`, { signal });
}

export function useClassOverview(dotId: number | undefined) {
  return useQuery({
    queryKey: [...danhGiaTamLyKeys.all, 'classes', dotId] as const,
    queryFn: ({ signal }) => fetchClassOverview(dotId!, signal),
    enabled: dotId !== undefined,
  });
}
