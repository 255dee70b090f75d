import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `DELETE /api/DanhGiaTamLy/dotDanhGia/{id}`: deletes a draft (409 once opened). */
export function deleteCampaign(id: number): Promise<null> {
  return api.delete<null>(`/DanhGiaTamLy/dotDanhGia/${id}`);
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
