import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `PUT /api/DanhGiaTamLy/veHocSinh/{dotId}/{hocSinhId}`: saves my answers so far about the student. */
export function saveAboutAnswers(input: { dotId: number; hocSinhId: number; traLoi: Record<string, number> }) {
  return api.put<null>(`/DanhGiaTamLy/veHocSinh/${input.dotId}/${input.hocSinhId}`, { traLoi: input.traLoi });
}

export function useSaveAboutAnswers() {
  return useMutation({ mutationFn: saveAboutAnswers });
}
