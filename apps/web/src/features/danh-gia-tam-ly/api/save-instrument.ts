import type { BaiDanhGia, BaiDanhGiaInput } from '@hpl/shared/danh-gia-tam-ly/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `PUT /api/DanhGiaTamLy/baiDanhGia/{id}` with the version read: edits a version no campaign has used (409 else). */
export function saveInstrument({ id, ...body }: BaiDanhGiaInput & { id: number }): Promise<BaiDanhGia> {
  return api.put<BaiDanhGia>(`/DanhGiaTamLy/baiDanhGia/${id}`, body);
}

export function useSaveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
