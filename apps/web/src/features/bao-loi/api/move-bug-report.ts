import type { BaoLoiChiTiet, BaoLoiChuyenTrangThai } from '@hpl/shared/bao-loi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baoLoiKeys } from './keys';

/** `POST /api/BaoLoi/{id}/chuyenTrangThai` (Admin) with the version read; a stale one is refused with 409. */
export function moveBugReport({ id, ...input }: BaoLoiChuyenTrangThai & { id: number }): Promise<BaoLoiChiTiet> {
  return api.post<BaoLoiChiTiet>(`/BaoLoi/${id}/chuyenTrangThai`, input);
}

export function useMoveBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBugReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: baoLoiKeys.all }),
  });
}
