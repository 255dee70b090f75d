import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `DELETE /api/DanhGiaTamLy/baiDanhGia/{id}`: deletes a version no campaign has used (409 else). */
export function deleteInstrument(id: number): Promise<null> {
  return api.delete<null>(`/DanhGiaTamLy/baiDanhGia/${id}`);
}

export function useDeleteInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
