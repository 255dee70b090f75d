import type { LopMonHocVn } from '@hpl/shared/diem-vn/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemVnKeys } from './keys';

export type SubjectClassQuery = Query & { namHocId?: number; hocKy: number; phamVi: 'cuaToi' | 'tatCa' };

/** `GET /api/DiemVN/lopMonHoc`: the classes I teach, or (office) every national-programme class, with entry progress. */
export function fetchSubjectClasses(query: SubjectClassQuery, signal?: AbortSignal): Promise<LopMonHocVn[]> {
  return api.get<LopMonHocVn[]>('/DiemVN/lopMonHoc', { query, signal });
}

export function useSubjectClasses(query: SubjectClassQuery, enabled = true) {
  return useQuery({
    queryKey: diemVnKeys.classes(query),
    queryFn: ({ signal }) => fetchSubjectClasses(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
