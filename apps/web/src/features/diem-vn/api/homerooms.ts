import type { LopChuNhiem } from '@hpl/shared/diem-vn/tong-ket.contract';
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemVnKeys } from './keys';

export type HomeroomQuery = Query & { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' };

/** `GET /api/DiemVN/lopChuNhiem`: my homeroom classes, or (office) every national-programme secondary one. */
export function fetchHomerooms(query: HomeroomQuery, signal?: AbortSignal): Promise<LopChuNhiem[]> {
  return api.get<LopChuNhiem[]>('/DiemVN/lopChuNhiem', { query, signal });
}

export function useHomerooms(query: HomeroomQuery, enabled = true) {
  return useQuery({
    queryKey: diemVnKeys.homerooms(query),
    queryFn: ({ signal }) => fetchHomerooms(query, signal),
    enabled,
  });
}
