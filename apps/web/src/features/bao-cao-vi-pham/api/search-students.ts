import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

export interface FoundStudent {
  id: number;
  maHocSinh: string;
  hoTen: string;
  tenLop: string;
}

/** `GET /api/BaoCaoViPham/timHocSinh`: students of this year by name or code, accents ignored (at most 20). */
export function useStudentSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: viPhamKeys.students(term),
    queryFn: ({ signal }) => api.get<FoundStudent[]>('/BaoCaoViPham/timHocSinh', { query: { search: term }, signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
