import type { NamHoc } from '@hpl/shared/nam-hoc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from '../../session';
import { namHocKeys } from './keys';

/** `PUT /api/NamHoc/{id}` with `isActive: true`: the server deactivates the other years in the same transaction. */
export function activateYear(year: NamHoc): Promise<NamHoc> {
  return api.put<NamHoc>(`/NamHoc/${year.id}`, {
    tenNamHoc: year.tenNamHoc,
    ngayBatDau: year.ngayBatDau,
    ngayKetThuc: year.ngayKetThuc,
    isActive: true,
    version: year.version,
  });
}

/** Afterwards this list and the header's year selector refresh. */
export function useActivateYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateYear,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: namHocKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.academicYears() }),
      ]),
  });
}
