import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * `PUT /api/DanhGiaTamLy/cuaToi/{dotId}`: saves the answers given so far (merged over the saved ones). Silent: the
 * sheet shows a failed save itself, with a retry.
 */
export function saveMyAnswers(input: { dotId: number; traLoi: Record<string, number> }): Promise<null> {
  return api.put<null>(`/DanhGiaTamLy/cuaToi/${input.dotId}`, { traLoi: input.traLoi }, { silent: true });
}

/** One save at a time, in the order of the choices (a changed answer never arrives before the one it replaces). */
export function useSaveMyAnswers() {
  return useMutation({ mutationFn: saveMyAnswers, scope: { id: 'danh-gia-tam-ly.cuaToi' } });
}
