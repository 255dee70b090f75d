import type { YeuCauSua } from '@hpl/shared/diem-vn/yeu-cau-sua.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

export interface ChangeDecision {
  id: number;
  approve: boolean;
  version: number;
  ghiChu?: string;
}

/** `POST /api/DiemVN/yeuCauSua/{id}/duyet|tuChoi`: the office decides; an approval moves the mark. */
export function decideChangeRequest({ id, approve, version, ghiChu }: ChangeDecision): Promise<YeuCauSua> {
  return api.post<YeuCauSua>(`/DiemVN/yeuCauSua/${id}/${approve ? 'duyet' : 'tuChoi'}`, {
    version,
    ...(ghiChu ? { ghiChu } : {}),
  });
}

export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
