import type { CanTheoDoi } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/tongQuan/{dotId}/canTheoDoi`: students in a follow-up band (the read is audit-logged). */
export function fetchFollowUp(dotId: number, signal?: AbortSignal): Promise<CanTheoDoi[]> {
  return api.get<CanTheoDoi[]>(`/DanhGiaTamLy/tongQuan/${dotId}/canTheoDoi`, { signal });
}

export function useFollowUp(dotId: number | undefined) {
  return useQuery({
    queryKey: [...danhGiaTamLyKeys.all, 'followUp', dotId] as const,
    queryFn: ({ signal }) => fetchFollowUp(dotId!, signal),
    enabled: dotId !== undefined,
  });
}
