import type { BaiDanhGia } from '@hpl/shared/danh-gia-tam-ly/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `POST /api/DanhGiaTamLy/baiDanhGia/{id}/phienBanMoi`: copies a version into the next, editable version. */
export function copyInstrument(id: number): Promise<BaiDanhGia> {
  return api.post<BaiDanhGia>(`/DanhGiaTamLy/baiDanhGia/${id}/phienBanMoi`);
}

export function useCopyInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
