import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * `PUT /api/DanhGiaTamLy/veHocSinh/{dotId}/{hocSinhId}`: saves my answers so far about the student. Silent: the sheet
 * shows a failed save itself, with a retry.
 */
export function saveAboutAnswers(input: { dotId: number; hocSinhId: number; traLoi: Record<string, number> }) {
  return api.put<null>(
    `/DanhGiaTamLy/veHocSinh/${input.dotId}/${input.hocSinhId}`,
    { traLoi: input.traLoi },
    { silent: true },
  );
}

/** One save at a time, in the order of the choices (a changed answer never arrives before the one it replaces). */
export function useSaveAboutAnswers() {
  return useMutation({ mutationFn: saveAboutAnswers, scope: { id: 'danh-gia-tam-ly.veHocSinh' } });
}
