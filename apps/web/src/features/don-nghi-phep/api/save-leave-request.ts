import type { DonNghiPhepChiTiet, DonNghiPhepInput } from '@hpl/shared/don-nghi-phep/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

/** `POST /api/DonNghiPhep` (new) or `PUT /api/DonNghiPhep/{id}` (edit while pending, with the version read). */
export function saveLeaveRequest(
  input: DonNghiPhepInput & { id?: number; version?: number },
): Promise<DonNghiPhepChiTiet> {
  const { id, ...body } = input;
  return id
    ? api.put<DonNghiPhepChiTiet>(`/DonNghiPhep/${id}`, body)
    : api.post<DonNghiPhepChiTiet>('/DonNghiPhep', body);
}

export function useSaveLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeaveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
