import type { PhienBanInput, PhienBanThoiKhoaBieu } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `POST /api/ThoiKhoaBieu/phienBan`: a new empty draft of a term. */
export function createVersion(input: PhienBanInput): Promise<PhienBanThoiKhoaBieu> {
  return api.post<PhienBanThoiKhoaBieu>('/ThoiKhoaBieu/phienBan', input);
}

/** `POST /api/ThoiKhoaBieu/phienBan/{id}/saoChep`: a draft copy of a version (how a published one is changed). */
export function copyVersion(id: number): Promise<PhienBanThoiKhoaBieu> {
  return api.post<PhienBanThoiKhoaBieu>(`/ThoiKhoaBieu/phienBan/${id}/saoChep`, {});
}

/** `POST /api/ThoiKhoaBieu/phienBan/{id}/{congBo|luuTru}` with the version read (409 if stale). */
export function changeVersionStatus(input: {
  id: number;
  to: 'congBo' | 'luuTru';
  version: number;
}): Promise<PhienBanThoiKhoaBieu> {
  return api.post<PhienBanThoiKhoaBieu>(`/ThoiKhoaBieu/phienBan/${input.id}/${input.to}`, { version: input.version });
}

function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.all }),
  });
}

export const useCreateVersion = () => useInvalidatingMutation(createVersion);
export const useCopyVersion = () => useInvalidatingMutation(copyVersion);
export const useChangeVersionStatus = () => useInvalidatingMutation(changeVersionStatus);
