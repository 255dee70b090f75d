import type { BaiDanhGia } from '@hpl/shared/danh-gia-tam-ly/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/baiDanhGia/{id}`: one version with its questions, groups and bands. */
export function fetchInstrument(id: number, signal?: AbortSignal): Promise<BaiDanhGia> {
  return api.get<BaiDanhGia>(`/DanhGiaTamLy/baiDanhGia/${id}`, { signal });
}

export function useInstrument(id: number | undefined) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.instrument(id ?? 0),
    queryFn: ({ signal }) => fetchInstrument(id!, signal),
    enabled: id !== undefined,
  });
}
