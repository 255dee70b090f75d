import type { XoaNgoaiLeInput } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `POST /api/ThoiKhoaBieu/dayThay/xoa`: undoes a lesson's change of one date (stale: 409). */
export function removeChange(input: XoaNgoaiLeInput): Promise<boolean> {
  return api.post<boolean>('/ThoiKhoaBieu/dayThay/xoa', input);
}

export function useRemoveChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.all }),
  });
}
