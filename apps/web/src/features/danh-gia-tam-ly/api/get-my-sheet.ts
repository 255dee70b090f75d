import type { PhieuCuaToi } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/cuaToi/{dotId}`: the questions (texts only) and the answers saved so far. */
export function fetchMySheet(dotId: number, signal?: AbortSignal): Promise<PhieuCuaToi> {
  return api.get<PhieuCuaToi>(`/DanhGiaTamLy/cuaToi/${dotId}`, { signal });
}

export function useMySheet(dotId: number | undefined) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.mySheet(dotId ?? 0),
    queryFn: ({ signal }) => fetchMySheet(dotId!, signal),
    enabled: dotId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
