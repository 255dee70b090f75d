import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `PUT /api/DanhGiaTamLy/cuaToi/{dotId}`: saves the answers given so far (merged over the saved ones). */
export function saveMyAnswers(input: { dotId: number; traLoi: Record<string, number> }): Promise<null> {
  return api.put<null>(`/DanhGiaTamLy/cuaToi/${input.dotId}`, { traLoi: input.traLoi });
}

export function useSaveMyAnswers() {
  return useMutation({ mutationFn: saveMyAnswers });
}
