import type { Page } from '@hpl/shared/api';
import type { DotDanhGia } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/dotDanhGia`: the campaigns with their submitted counts (psychology team). */
export function fetchCampaigns(query: Query, signal?: AbortSignal): Promise<Page<DotDanhGia>> {
  return api.get<Page<DotDanhGia>>('/DanhGiaTamLy/dotDanhGia', { query, signal });
}

export function useCampaigns(query: Query) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.campaigns(query),
    queryFn: ({ signal }) => fetchCampaigns(query, signal),
    placeholderData: keepPreviousData,
  });
}
