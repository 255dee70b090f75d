import type { HocKy } from '@hpl/shared/nam-hoc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { namHocKeys } from './keys';

export interface TermUpdate {
  tenHocKy: string;
  ngayBatDau: string | null;
  ngayKetThuc: string | null;
  version: number;
}

/** `PUT /api/NamHoc/{id}/hocKy/{hocKyId}`: a term's name and dates (inside the year, not overlapping the others). */
export function updateTerm(term: HocKy, body: TermUpdate): Promise<HocKy> {
  return api.put<HocKy>(`/NamHoc/${term.namHocId}/hocKy/${term.id}`, body);
}

export function useUpdateTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ term, body }: { term: HocKy; body: TermUpdate }) => updateTerm(term, body),
    onSuccess: (_, { term }) => queryClient.invalidateQueries({ queryKey: namHocKeys.terms(term.namHocId) }),
  });
}
