import type { LopMonHocTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import type { LopChuNhiem } from '@hpl/shared/diem-vn/tong-ket.contract';
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemVnKeys } from './keys';

export type PrimaryQuery = Query & { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' };

/** `GET /api/DiemVN/tieuHoc/lopMonHoc`: primary subject classes I teach (or, office, all) with progress per rating point. */
export function fetchPrimaryClasses(query: PrimaryQuery, signal?: AbortSignal): Promise<LopMonHocTieuHoc[]> {
  return api.get<LopMonHocTieuHoc[]>('/DiemVN/tieuHoc/lopMonHoc', { query, signal });
}

export function usePrimaryClasses(query: PrimaryQuery, enabled = true) {
  return useQuery({
    queryKey: diemVnKeys.primaryClasses(query),
    queryFn: ({ signal }) => fetchPrimaryClasses(query, signal),
    enabled,
  });
}

/** `GET /api/DiemVN/tieuHoc/lopChuNhiem`: my primary homeroom classes, or (office) every one. */
export function fetchPrimaryHomerooms(query: PrimaryQuery, signal?: AbortSignal): Promise<LopChuNhiem[]> {
  return api.get<LopChuNhiem[]>('/DiemVN/tieuHoc/lopChuNhiem', { query, signal });
}

export function usePrimaryHomerooms(query: PrimaryQuery, enabled = true) {
  return useQuery({
    queryKey: diemVnKeys.primaryHomerooms(query),
    queryFn: ({ signal }) => fetchPrimaryHomerooms(query, signal),
    enabled,
  });
}
