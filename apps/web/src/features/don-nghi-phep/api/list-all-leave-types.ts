import type { LoaiNghiPhep } from '@hpl/shared/don-nghi-phep/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** `GET /api/LoaiNghiPhep/danhSachLoaiNghiPhep?tatCa=true` (Admin): every leave type, retired ones included. */
export function fetchAllLeaveTypes(signal?: AbortSignal): Promise<LoaiNghiPhep[]> {
  return api.get<LoaiNghiPhep[]>('/LoaiNghiPhep/danhSachLoaiNghiPhep', { query: { tatCa: true }, signal });
}

export const allLeaveTypesQueryOptions = () =>
  queryOptions({ queryKey: leaveKeys.allTypes(), queryFn: ({ signal }) => fetchAllLeaveTypes(signal) });

export function useAllLeaveTypes() {
  return useQuery(allLeaveTypesQueryOptions());
}
