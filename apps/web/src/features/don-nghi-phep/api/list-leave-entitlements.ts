import type { Page } from '@hpl/shared/api';
import type { LeaveEntitlement } from '@hpl/shared/don-nghi-phep/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { leaveKeys } from './keys';

export type LeaveEntitlementListQuery = Query & { namHocId?: number | null };

/** `GET /api/DonNghiPhep/soNgayPhep` (HR): staff with default, override and balance of the year chosen in the header. */
export function fetchLeaveEntitlements(
  query: LeaveEntitlementListQuery,
  signal?: AbortSignal,
): Promise<Page<LeaveEntitlement>> {
  return api.get<Page<LeaveEntitlement>>('/DonNghiPhep/soNgayPhep', { query, signal });
}

export const leaveEntitlementsQueryOptions = (query: LeaveEntitlementListQuery) =>
  queryOptions({
    queryKey: leaveKeys.entitlements(query),
    queryFn: ({ signal }) => fetchLeaveEntitlements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaveEntitlements(query: LeaveEntitlementListQuery) {
  return useQuery(leaveEntitlementsQueryOptions(query));
}
