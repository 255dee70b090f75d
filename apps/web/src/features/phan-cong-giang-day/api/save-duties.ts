import type { NhiemVuGiaoVienInput } from '@hpl/shared/phan-cong-giang-day/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

/** `PUT /api/PhanCongGiangDay/giaoVien/{id}/nhiemVu`: a teacher's duties of the year (their reductions). */
export function saveDuties(nhanVienId: number, input: NhiemVuGiaoVienInput) {
  return api.put<{ version: number }>(`/PhanCongGiangDay/giaoVien/${nhanVienId}/nhiemVu`, input);
}

export function useSaveDuties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: NhiemVuGiaoVienInput }) => saveDuties(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phanCongGiangDayKeys.all }),
  });
}
