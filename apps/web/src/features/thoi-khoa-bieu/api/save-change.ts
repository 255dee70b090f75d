import type { NgoaiLeInput, TietTrongNgay } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `PUT /api/ThoiKhoaBieu/dayThay`: a substitute, a cancellation or another room for one date (busy/stale: 409). */
export function saveChange(input: NgoaiLeInput): Promise<TietTrongNgay> {
  return api.put<TietTrongNgay>('/ThoiKhoaBieu/dayThay', input);
}

export function useSaveChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.all }),
  });
}
