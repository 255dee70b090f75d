import type { CaiDatPhanCongInput } from '@hpl/shared/phan-cong-giang-day/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

/** `PUT /api/PhanCongGiangDay/caiDat`: the year's norms, reductions and caps. */
export function saveSettings(input: CaiDatPhanCongInput) {
  return api.put<{ version: number }>('/PhanCongGiangDay/caiDat', input);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: phanCongGiangDayKeys.all }),
  });
}
