import type { DotDanhGia, DotDanhGiaInput } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `POST /api/DanhGiaTamLy/dotDanhGia` (new draft) or `PUT …/{id}` with the version read (409 if stale). */
export function saveCampaign({ id, ...body }: DotDanhGiaInput & { id?: number }): Promise<DotDanhGia> {
  return id
    ? api.put<DotDanhGia>(`/DanhGiaTamLy/dotDanhGia/${id}`, body)
    : api.post<DotDanhGia>('/DanhGiaTamLy/dotDanhGia', body);
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
