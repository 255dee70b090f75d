import type { HanhViCaiDatDto, HanhViCaiDatInput } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/hanhVi/caiDat`: start value, clamp and thresholds of the behaviour score. */
export function useBehaviourSettings() {
  return useQuery({
    queryKey: viPhamKeys.behaviourSettings(),
    queryFn: ({ signal }) => api.get<HanhViCaiDatDto>('/BaoCaoViPham/hanhVi/caiDat', { signal }),
  });
}

/** `PUT /api/BaoCaoViPham/hanhVi/caiDat` (the office; with the version read). */
export function useSaveBehaviourSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HanhViCaiDatInput) =>
      api.put<HanhViCaiDatDto>('/BaoCaoViPham/hanhVi/caiDat', input, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
