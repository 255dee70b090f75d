import type { Page } from '@hpl/shared/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhBaKeys } from './keys';

interface DepartmentOption {
  id: number;
  tenPhongBan: string;
  tenPhongBanEn: string | null;
}

/** `GET /api/PhongBan/danhSachPhongBan?pageSize=-1`: departments for the staff directory filter. */
export function fetchDepartments(signal?: AbortSignal): Promise<Page<DepartmentOption>> {
  return api.get<Page<DepartmentOption>>('/PhongBan/danhSachPhongBan', {
    query: { pageSize: -1 },
    signal,
    silent: true,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: danhBaKeys.departments(),
    queryFn: ({ signal }) => fetchDepartments(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
