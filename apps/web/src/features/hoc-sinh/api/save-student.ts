import type { HocSinh, HocSinhInput, HocSinhUpdate } from '@hpl/shared/hoc-sinh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

export type SaveStudentInput = ({ id?: undefined } & HocSinhInput) | ({ id: number } & HocSinhUpdate);

/** `POST /api/HocSinh` (new, optionally enrolled in a class) or `PUT /api/HocSinh/{id}` (with the version read). */
export function saveStudent(input: SaveStudentInput): Promise<HocSinh> {
  const { id, ...body } = input;
  return id ? api.put<HocSinh>(`/HocSinh/${id}`, body) : api.post<HocSinh>('/HocSinh', body);
}

export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}

/** `DELETE /api/HocSinh/{id}`. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/HocSinh/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}
