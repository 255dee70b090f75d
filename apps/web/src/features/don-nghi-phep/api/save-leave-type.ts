import type { LoaiNghiPhep, LoaiNghiPhepInput } from '@hpl/shared/don-nghi-phep/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export type SaveLeaveTypeInput = LoaiNghiPhepInput & { id?: number; version?: number };

/** `POST /api/LoaiNghiPhep` (new) or `PUT /api/LoaiNghiPhep/{id}` with the version read (409 if stale). Admin. */
export function saveLeaveType(input: SaveLeaveTypeInput): Promise<LoaiNghiPhep> {
  const { id, ...body } = input;
  return id ? api.put<LoaiNghiPhep>(`/LoaiNghiPhep/${id}`, body) : api.post<LoaiNghiPhep>('/LoaiNghiPhep', body);
}

/** Saves a type; every leave query is refreshed, so the request form sees the change at once. */
export function useSaveLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeaveType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
