import type { ViPhamHocSinhChiTiet, ViPhamHocSinhInput } from '@hpl/shared/bao-cao-vi-pham/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `POST /api/BaoCaoViPham`: a teacher reports an incident. */
export function reportIncident(input: ViPhamHocSinhInput): Promise<ViPhamHocSinhChiTiet> {
  return api.post<ViPhamHocSinhChiTiet>('/BaoCaoViPham', input, { silent: true });
}

export function useReportIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIncident,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
