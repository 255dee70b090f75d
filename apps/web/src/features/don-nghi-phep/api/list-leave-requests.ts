import type { Page } from '@hpl/shared/api';
import type { DonNghiPhep, LeaveScope } from '@hpl/shared/don-nghi-phep/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { leaveKeys } from './keys';

export type LeaveListQuery = Query & { phamVi: LeaveScope };

/** `GET /api/DonNghiPhep/danhSachDonNghiPhep`: mine, the approver's queue, or every request (HR), with filters. */
export function fetchLeaveRequests(query: LeaveListQuery, signal?: AbortSignal): Promise<Page<DonNghiPhep>> {
  return api.get<Page<DonNghiPhep>>('/DonNghiPhep/danhSachDonNghiPhep', { query, signal });
}

export const leaveRequestsQueryOptions = (query: LeaveListQuery) =>
  queryOptions({
    queryKey: leaveKeys.list(query),
    queryFn: ({ signal }) => fetchLeaveRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaveRequests(query: LeaveListQuery, enabled = true) {
  return useQuery({ ...leaveRequestsQueryOptions(query), enabled });
}
