import type { DonNghiPhepChiTiet, LeaveAction } from '@hpl/shared/don-nghi-phep/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export type DecisionAction = Extract<
  LeaveAction,
  'approve' | 'decline' | 'cancel' | 'requestCancel' | 'confirmCancel' | 'rejectCancel'
>;

/** The API path of each status action. */
const PATHS: Record<DecisionAction, string> = {
  approve: 'duyet',
  decline: 'tuChoi',
  cancel: 'huy',
  requestCancel: 'xinHuy',
  confirmCancel: 'xacNhanHuy',
  rejectCancel: 'tuChoiHuy',
};

export interface DecisionInput {
  id: number;
  action: DecisionAction;
  version: number;
  ghiChu?: string;
}

/** `POST /api/DonNghiPhep/{id}/{duyet|tuChoi|huy|xinHuy|xacNhanHuy|tuChoiHuy}` with the version read (409 if stale). */
export function actOnLeaveRequest({ id, action, version, ghiChu }: DecisionInput): Promise<DonNghiPhepChiTiet> {
  return api.post<DonNghiPhepChiTiet>(`/DonNghiPhep/${id}/${PATHS[action]}`, { version, ghiChu: ghiChu || null });
}

export function useActOnLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnLeaveRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
