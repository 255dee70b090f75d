import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `POST /api/DanhGiaTamLy/veHocSinh/{dotId}/{hocSinhId}/nop`: submits once; no score comes back. */
export function submitAboutAnswers(input: { dotId: number; hocSinhId: number; traLoi: Record<string, number> }) {
  return api.post<{ nopLuc: string }>(`/DanhGiaTamLy/veHocSinh/${input.dotId}/${input.hocSinhId}/nop`, {
    traLoi: input.traLoi,
  });
}

export function useSubmitAboutAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAboutAnswers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.about() }),
  });
}
