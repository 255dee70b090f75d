import type { LeaveEntitlement } from '@hpl/shared/don-nghi-phep/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export interface SetEntitlementInput {
  nhanVienId: number;
  /** Days a year; null = back to the statutory default. */
  soNgayPhepNam: number | null;
  version: number;
  namHocId?: number | null;
}

/** `PUT /api/DonNghiPhep/soNgayPhep/{nhanVienId}` (HR) with the version read (409 if the record changed). */
export function setLeaveEntitlement({ nhanVienId, namHocId, ...body }: SetEntitlementInput): Promise<LeaveEntitlement> {
  return api.put<LeaveEntitlement>(`/DonNghiPhep/soNgayPhep/${nhanVienId}`, body, { query: { namHocId } });
}

/** Balances everywhere (the list, the person's own card) depend on it: every leave query is refreshed. */
export function useSetLeaveEntitlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaveEntitlement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
