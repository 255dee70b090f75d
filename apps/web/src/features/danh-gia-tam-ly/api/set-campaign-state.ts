import type { DotDanhGia } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `PUT /api/DanhGiaTamLy/dotDanhGia/{id}/trangThai`: opens a draft or closes an open campaign. */
export function setCampaignState(input: {
  id: number;
  trangThai: 'open' | 'closed';
  version: number;
}): Promise<DotDanhGia> {
  return api.put<DotDanhGia>(`/DanhGiaTamLy/dotDanhGia/${input.id}/trangThai`, {
    trangThai: input.trangThai,
    version: input.version,
  });
}

export function useSetCampaignState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCampaignState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
