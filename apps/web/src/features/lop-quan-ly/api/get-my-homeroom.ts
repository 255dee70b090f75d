import type { LopQuanLyCuaEm } from '@hpl/shared/lop-quan-ly/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopQuanLyKeys } from './keys';

/** `GET /api/LopQuanLy/cuaEm`: my homeroom class this year (404 when I am in none). */
export function useMyHomeroom() {
  return useQuery({
    queryKey: [...lopQuanLyKeys.all, 'cuaEm'],
    queryFn: ({ signal }) => api.get<LopQuanLyCuaEm>('/LopQuanLy/cuaEm', { signal, silent: true }),
    retry: false,
  });
}
