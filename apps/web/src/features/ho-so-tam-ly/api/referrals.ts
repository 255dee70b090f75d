import type { ChuyenTuyenInput, HoSoTamLy, TheoDoiChuyenTuyenInput } from '@hpl/shared/ho-so-tam-ly/ho-so.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

const recordsKey = [...hoSoTamLyKeys.all, 'records'] as const;

/** `POST /api/HoSoTamLy/hoSo/{id}/chuyenTuyen`: a referral outside the school; the note is encrypted by the server. */
export function useAddReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChuyenTuyenInput & { id: number }) =>
      api.post<HoSoTamLy>(`/HoSoTamLy/hoSo/${id}/chuyenTuyen`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}

/** `PUT /api/HoSoTamLy/hoSo/{id}/chuyenTuyen/{chuyenTuyenId}`: the referral's follow-up (state, date, outcome). */
export function useFollowUpReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, chuyenTuyenId, ...body }: TheoDoiChuyenTuyenInput & { id: number; chuyenTuyenId: number }) =>
      api.put<HoSoTamLy>(`/HoSoTamLy/hoSo/${id}/chuyenTuyen/${chuyenTuyenId}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}
