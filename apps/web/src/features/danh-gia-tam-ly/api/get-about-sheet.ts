import type { PhieuVeHocSinh } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/veHocSinh/{dotId}/{hocSinhId}`: the questions (texts only) and my answers so far. */
export function fetchAboutSheet(dotId: number, hocSinhId: number, signal?: AbortSignal): Promise<PhieuVeHocSinh> {
  return api.get<PhieuVeHocSinh>(`/DanhGiaTamLy/veHocSinh/${dotId}/${hocSinhId}`, { signal });
}

export function useAboutSheet(dotId: number | undefined, hocSinhId: number | undefined) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.aboutSheet(dotId ?? 0, hocSinhId ?? 0),
    queryFn: ({ signal }) => fetchAboutSheet(dotId!, hocSinhId!, signal),
    enabled: dotId !== undefined && hocSinhId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
