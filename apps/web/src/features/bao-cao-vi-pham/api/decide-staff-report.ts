import type { ViPhamNhanVien } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

export type StaffDecision =
  | { id: number; action: 'xacNhan'; version: number; ghiChu?: string }
  | { id: number; action: 'boQua'; version: number; lyDo: string };

/** `POST /api/BaoCaoViPhamNhanVien/{id}/{xacNhan|boQua}`: the managers' decision. */
export function useDecideStaffReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: StaffDecision) =>
      api.post<ViPhamNhanVien>(`/BaoCaoViPhamNhanVien/${id}/${action}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
