import type { CaiDatThoiKhoaBieu, CaiDatThoiKhoaBieuInput } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/caiDat`: the active year's timetable settings (defaults until saved). */
export function useTimetableSettings(enabled: boolean) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.settings(),
    queryFn: ({ signal }) => api.get<CaiDatThoiKhoaBieu>('/ThoiKhoaBieu/caiDat', { signal }),
    enabled,
  });
}

/** `PUT /api/ThoiKhoaBieu/caiDat` with the version read (409 if stale). */
export function useSaveTimetableSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaiDatThoiKhoaBieuInput) => api.put<CaiDatThoiKhoaBieu>('/ThoiKhoaBieu/caiDat', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.all }),
  });
}
