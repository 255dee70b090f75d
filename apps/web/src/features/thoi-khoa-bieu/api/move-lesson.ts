import type { DoiTietInput, TietHoc } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `PUT /api/ThoiKhoaBieu/tietHoc/{id}`: moves a draft's lesson; refused with the conflict named, 409 if stale. */
export function moveLesson({ id, ...input }: DoiTietInput & { id: number }): Promise<TietHoc> {
  return api.put<TietHoc>(`/ThoiKhoaBieu/tietHoc/${id}`, input);
}

export function useMoveLesson(phienBanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.version(phienBanId) }),
  });
}
