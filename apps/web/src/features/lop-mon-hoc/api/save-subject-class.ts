import type { LopMonHocInput, LopMonHocUpdate } from '@hpl/shared/lop-mon-hoc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopMonHocKeys } from './keys';

/** `POST /api/LopMonHoc` (create) or `PUT /api/LopMonHoc/{id}` (edit with the version; stale → 409). */
export function saveSubjectClass(
  target: { kind: 'create'; input: LopMonHocInput } | { kind: 'update'; id: number; input: LopMonHocUpdate },
) {
  return target.kind === 'create'
    ? api.post<{ id: number }>('/LopMonHoc', target.input)
    : api.put<{ id: number }>(`/LopMonHoc/${target.id}`, target.input);
}

export function useSaveSubjectClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubjectClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lopMonHocKeys.all }),
  });
}
