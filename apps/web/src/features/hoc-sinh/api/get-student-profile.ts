import type { HocSinhHoSo } from '@hpl/shared/hoc-sinh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** `GET /api/HocSinh/{id}/hoSo`: the full profile (health notes only when the server returns them). */
export function fetchStudentProfile(id: number, signal?: AbortSignal): Promise<HocSinhHoSo> {
  return api.get<HocSinhHoSo>(`/HocSinh/${id}/hoSo`, { signal });
}

export const studentProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: hocSinhKeys.profile(id), queryFn: ({ signal }) => fetchStudentProfile(id, signal) });

export function useStudentProfile(id: number | null) {
  return useQuery({ ...studentProfileQueryOptions(id ?? 0), enabled: !!id });
}
