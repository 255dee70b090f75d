import type { DuGioCaiDat, DuGioCaiDatInput } from '@hpl/shared/bien-ban-du-gio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { duGioKeys } from './keys';

/** `GET /api/BienBanDuGio/caiDat`: the observation rubric (HR's setting). */
export function useRubricSettings() {
  return useQuery({
    queryKey: duGioKeys.settings(),
    queryFn: ({ signal }) => api.get<DuGioCaiDat>('/BienBanDuGio/caiDat', { signal }),
  });
}

/** `PUT /api/BienBanDuGio/caiDat` with the version read (409 if someone saved first). */
export function useSaveRubricSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DuGioCaiDatInput) => api.put<DuGioCaiDat>('/BienBanDuGio/caiDat', input, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: duGioKeys.settings() }),
  });
}
