import type { Page } from '@hpl/shared/api';
import type { BaiDanhGiaSummary } from '@hpl/shared/danh-gia-tam-ly/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/baiDanhGia`: the instruments and their versions (psychology team). */
export function fetchInstruments(query: Query, signal?: AbortSignal): Promise<Page<BaiDanhGiaSummary>> {
  return api.get<Page<BaiDanhGiaSummary>>('/DanhGiaTamLy/baiDanhGia', { query, signal });
}

export function useInstruments(query: Query) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.instruments(query),
    queryFn: ({ signal }) => fetchInstruments(query, signal),
    placeholderData: keepPreviousData,
  });
}
