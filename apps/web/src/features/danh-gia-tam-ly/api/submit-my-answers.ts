import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `POST /api/DanhGiaTamLy/cuaToi/{dotId}/nop`: submits once (every question answered); no score comes back. */
export function submitMyAnswers(input: { dotId: number; traLoi: Record<string, number> }): Promise<{ nopLuc: string }> {
  return api.post<{ nopLuc: string }>(`/DanhGiaTamLy/cuaToi/${input.dotId}/nop`, { traLoi: input.traLoi });
}

export function useSubmitMyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMyAnswers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: danhGiaTamLyKeys.mine() }),
  });
}
