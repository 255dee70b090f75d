import type { HanhViLop, HanhViXacNhan } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `POST /api/BaoCaoViPham/hanhVi/lop/{id}/xacNhan`: the homeroom teacher writes the term conduct to the gradebook. */
export function useConfirmConduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lopQuanLyId, ...body }: HanhViXacNhan & { lopQuanLyId: number }) =>
      api.post<HanhViLop>(`/BaoCaoViPham/hanhVi/lop/${lopQuanLyId}/xacNhan`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
