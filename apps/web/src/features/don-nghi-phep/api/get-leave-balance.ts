import type { LeaveBalanceView } from '@hpl/shared/don-nghi-phep/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** `GET /api/DonNghiPhep/soNgayPhepConLai?namHocId=`: the caller's annual leave of the year chosen in the header. */
export function fetchLeaveBalance(namHocId: number | null, signal?: AbortSignal): Promise<LeaveBalanceView> {
  return api.get<LeaveBalanceView>('/DonNghiPhep/soNgayPhepConLai', { query: { namHocId }, signal, silent: true });
}

export const leaveBalanceQueryOptions = (namHocId: number | null) =>
  queryOptions({ queryKey: leaveKeys.balance(namHocId), queryFn: ({ signal }) => fetchLeaveBalance(namHocId, signal) });

export function useLeaveBalance(namHocId: number | null) {
  return useQuery(leaveBalanceQueryOptions(namHocId));
}
