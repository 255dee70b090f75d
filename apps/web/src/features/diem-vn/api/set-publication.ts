import type { CongBoInput } from '@hpl/shared/diem-vn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `POST /api/DiemVN/congBo`: publish (students see) and/or lock (teachers stop editing) a term of some classes. */
export function setPublication(input: CongBoInput): Promise<{ soLop: number }> {
  return api.post<{ soLop: number }>('/DiemVN/congBo', input);
}

export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
