import type { NhanXetInput } from '@hpl/shared/diem-vn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

export interface SavedComment {
  hocKy: number;
  hocSinhId: number;
  noiDung: string;
  version: number;
}

/** `PUT /api/DiemVN/soDiem/{id}/nhanXet`: a student's comment for a term. */
export function saveComment(id: number, input: NhanXetInput): Promise<SavedComment> {
  return api.put<SavedComment>(`/DiemVN/soDiem/${id}/nhanXet`, input);
}

export function useSaveComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NhanXetInput) => saveComment(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(id) }),
  });
}
