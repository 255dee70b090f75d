import type { BienBanDuGioChiTiet, BienBanInput, DuGioInput } from '@hpl/shared/bien-ban-du-gio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { duGioKeys } from './keys';

export type ObservationStep =
  | { kind: 'schedule'; input: DuGioInput }
  | { kind: 'fill'; id: number; input: BienBanInput }
  | { kind: 'submit' | 'lock'; id: number; version: number }
  | { kind: 'acknowledge'; id: number; version: number; phanHoi: string }
  | { kind: 'delete'; id: number };

/** Every write of an observation: schedule, save the minute, submit, acknowledge, lock, delete. */
function run(step: ObservationStep): Promise<BienBanDuGioChiTiet | null> {
  switch (step.kind) {
    case 'schedule':
      return api.post('/BienBanDuGio', step.input, { silent: true });
    case 'fill':
      return api.put(`/BienBanDuGio/${step.id}/bienBan`, step.input);
    case 'submit':
      return api.post(`/BienBanDuGio/${step.id}/nop`, { version: step.version });
    case 'lock':
      return api.post(`/BienBanDuGio/${step.id}/khoa`, { version: step.version });
    case 'acknowledge':
      return api.post(`/BienBanDuGio/${step.id}/xacNhan`, { version: step.version, phanHoi: step.phanHoi });
    case 'delete':
      return api.delete(`/BienBanDuGio/${step.id}`);
  }
}

export function useObservationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: duGioKeys.all }),
  });
}
