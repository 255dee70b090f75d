import type { CaiDatNhan, CaiDatNhanInput } from '@hpl/shared/ho-so-tam-ly/cai-dat-nhan.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `GET /api/HoSoTamLy/caiDatNhan`: the intake settings with the specialists one may choose (team with records). */
export function fetchIntakeSettings(signal?: AbortSignal): Promise<CaiDatNhan> {
  return api.get<CaiDatNhan>('/HoSoTamLy/caiDatNhan', { signal });
}

export function useIntakeSettings() {
  return useQuery({ queryKey: hoSoTamLyKeys.settings(), queryFn: ({ signal }) => fetchIntakeSettings(signal) });
}

/** `PUT /api/HoSoTamLy/caiDatNhan`: saves the settings (version-checked, audit-logged). */
export function saveIntakeSettings(input: CaiDatNhanInput): Promise<CaiDatNhan> {
  return api.put<CaiDatNhan>('/HoSoTamLy/caiDatNhan', input);
}

export function useSaveIntakeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntakeSettings,
    onSuccess: (data) => queryClient.setQueryData(hoSoTamLyKeys.settings(), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoSoTamLyKeys.settings() }),
  });
}
