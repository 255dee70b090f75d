import type { TongQuanDot } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/tongQuan/{dotId}`: response rate and results by band (nothing below 5 answers). */
export function fetchCampaignOverview(dotId: number, signal?: AbortSignal): Promise<TongQuanDot> {
  return api.get<TongQuanDot>(`/DanhGiaTamLy/tongQuan/${dotId}`, { signal });
}

export function useCampaignOverview(dotId: number | undefined) {
  return useQuery({
    queryKey: [...danhGiaTamLyKeys.all, 'overview', dotId] as const,
    queryFn: ({ signal }) => fetchCampaignOverview(dotId!, signal),
    enabled: dotId !== undefined,
  });
}
