import type { LopCuaToi, ThongTinLopGiaoVien } from '@hpl/shared/lop-mon-hoc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopMonHocKeys } from './keys';

/** `GET /api/LopMonHoc/cuaToi` (teacher) or `/cuaEm` (student): my subject classes this year. */
export function useMyClasses(scope: 'cuaToi' | 'cuaEm') {
  return useQuery({
    queryKey: lopMonHocKeys.mine(scope),
    queryFn: ({ signal }) => api.get<LopCuaToi[]>(`/LopMonHoc/${scope}`, { signal }),
  });
}

/** `GET /api/LopMonHoc/cuaToi/{id}`: one class I teach, with its students (404 for another class). */
export function useTeacherClass(id: number | null) {
  return useQuery({
    queryKey: lopMonHocKeys.detail('cuaToi', id ?? 0),
    queryFn: ({ signal }) => api.get<ThongTinLopGiaoVien>(`/LopMonHoc/cuaToi/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** `GET /api/LopMonHoc/cuaEm/{id}`: one class I am in, with its teachers (404 for another class). */
export function useStudentClass(id: number | null) {
  return useQuery({
    queryKey: lopMonHocKeys.detail('cuaEm', id ?? 0),
    queryFn: ({ signal }) => api.get<LopCuaToi>(`/LopMonHoc/cuaEm/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}
