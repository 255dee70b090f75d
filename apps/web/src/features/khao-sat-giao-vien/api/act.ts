import type { KhaoSatGiaoVienInput, KhaoSatTraLoiInput } from '@hpl/shared/khao-sat-giao-vien/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { khaoSatKeys } from './keys';

export type SurveyStep =
  | { kind: 'create'; input: KhaoSatGiaoVienInput }
  | { kind: 'update'; id: number; input: KhaoSatGiaoVienInput }
  | { kind: 'delete'; id: number }
  | { kind: 'answer'; id: number; input: KhaoSatTraLoiInput };

/** Every write of the feature: a campaign created, edited or deleted; a student's answer. */
function run(step: SurveyStep): Promise<unknown> {
  switch (step.kind) {
    case 'create':
      return api.post('/KhaoSatGiaoVien', step.input);
    case 'update':
      return api.put(`/KhaoSatGiaoVien/${step.id}`, step.input);
    case 'delete':
      return api.delete(`/KhaoSatGiaoVien/${step.id}`);
    case 'answer':
      return api.put(`/KhaoSatGiaoVien/${step.id}/traLoi`, step.input);
  }
}

export function useSurveyStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: khaoSatKeys.all }),
  });
}
