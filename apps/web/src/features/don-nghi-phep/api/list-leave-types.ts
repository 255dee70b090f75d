import type { LoaiNghiPhep } from '@hpl/shared/don-nghi-phep/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** `GET /api/LoaiNghiPhep/danhSachLoaiNghiPhep`: the active leave types (master data). */
export function fetchLeaveTypes(signal?: AbortSignal): Promise<LoaiNghiPhep[]> {
  return api.get<LoaiNghiPhep[]>('/LoaiNghiPhep/danhSachLoaiNghiPhep', { signal });
}

export const leaveTypesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => fetchLeaveTypes(signal),
    staleTime: 10 * 60_000,
  });

export function useLeaveTypes() {
  return useQuery(leaveTypesQueryOptions());
}
