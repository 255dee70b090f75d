import type { DonNghiPhepChiTiet } from '@hpl/shared/don-nghi-phep/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** `GET /api/DonNghiPhep/{id}`: one request with its history, cover need and the caller's allowed actions. */
export function fetchLeaveRequest(id: number, signal?: AbortSignal): Promise<DonNghiPhepChiTiet> {
  return api.get<DonNghiPhepChiTiet>(`/DonNghiPhep/${id}`, { signal });
}

export const leaveRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: leaveKeys.detail(id), queryFn: ({ signal }) => fetchLeaveRequest(id, signal) });

export function useLeaveRequest(id: number | null) {
  return useQuery({ ...leaveRequestQueryOptions(id ?? 0), enabled: id != null });
}
