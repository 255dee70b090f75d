import type { MaViPham, MaViPhamInput } from '@hpl/shared/bao-cao-vi-pham/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `POST /api/MaViPham` or `PUT /api/MaViPham/{id}` (with the version read; 409 if stale). */
export function saveViolationCode({ id, ...input }: MaViPhamInput & { id?: number }): Promise<MaViPham> {
  return id
    ? api.put<MaViPham>(`/MaViPham/${id}`, input, { silent: true })
    : api.post<MaViPham>('/MaViPham', input, { silent: true });
}

export function useSaveViolationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveViolationCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
