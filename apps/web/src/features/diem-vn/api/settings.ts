import type { CaiDat } from '@hpl/shared/diem-vn/contract';
import type { VnGradingSettings } from '@hpl/shared/grades-vn/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/caiDat?namHocId=`: the year's rule settings (the defaults while none is stored). */
export function fetchSettings(namHocId: number, signal?: AbortSignal): Promise<CaiDat> {
  return api.get<CaiDat>('/DiemVN/caiDat', { query: { namHocId }, signal });
}

export function useSettings(namHocId: number | null) {
  return useQuery({
    queryKey: diemVnKeys.settings(namHocId),
    queryFn: ({ signal }) => fetchSettings(namHocId!, signal),
    enabled: namHocId !== null,
  });
}

/** `PUT /api/DiemVN/caiDat`: saves the year's settings (version-checked); stored averages follow. */
export function saveSettings(input: { namHocId: number; caiDat: VnGradingSettings; version: number }): Promise<CaiDat> {
  return api.put<CaiDat>('/DiemVN/caiDat', input);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
