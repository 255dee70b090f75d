import type { ChuyenLopInput, ChuyenLopMonHocInput } from '@hpl/shared/hoc-sinh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** `POST /api/HocSinh/chuyenLop`: moves students to another homeroom class of the same year from a date. */
export function moveStudentsToClass(input: ChuyenLopInput): Promise<{ soHocSinh: number }> {
  return api.post<{ soHocSinh: number }>('/HocSinh/chuyenLop', input);
}

/** `POST /api/HocSinh/chuyenLopMonHoc`: between two subject classes of the same subject and year. */
export function moveStudentsToSubjectClass(input: ChuyenLopMonHocInput): Promise<{ soHocSinh: number }> {
  return api.post<{ soHocSinh: number }>('/HocSinh/chuyenLopMonHoc', input);
}

export function useMoveStudentsToClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStudentsToClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}

export function useMoveStudentsToSubjectClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStudentsToSubjectClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}
