import type { BaiDanhGia } from '@hpl/shared/danh-gia-tam-ly/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `PUT /api/DanhGiaTamLy/baiDanhGia/{id}/ngungSuDung`: retires a version (or brings it back). */
export function retireInstrument(input: { id: number; ngungSuDung: boolean; version: number }): Promise<BaiDanhGia> {
  return api.put<BaiDanhGia>(`/DanhGiaTamLy/baiDanhGia/${input.id}/ngungSuDung`, {
    ngungSuDung: input.ngungSuDung,
    version: input.version,
  });
}

export function useRetireInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireInstrument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.all }),
  });
}
