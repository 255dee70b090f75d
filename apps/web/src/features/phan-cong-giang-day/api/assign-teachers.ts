import type { GanGiaoVienInput } from '@hpl/shared/phan-cong-giang-day/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

/** `PUT /api/PhanCongGiangDay/lopMonHoc/{id}/giaoVien`: the class's teachers (a stale version answers 409). */
export function assignTeachers(lopMonHocId: number, input: GanGiaoVienInput) {
  return api.put<{ id: number; version: number }>(`/PhanCongGiangDay/lopMonHoc/${lopMonHocId}/giaoVien`, input);
}

export function useAssignTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GanGiaoVienInput }) => assignTeachers(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phanCongGiangDayKeys.all }),
  });
}
