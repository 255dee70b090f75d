import type { DangKyCuaToi, DangKyThamVanInput } from '@hpl/shared/ho-so-tam-ly/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `POST /api/HoSoTamLy/dangKyThamVan`: a counselling request (a student for themself, a teacher about a student). */
export function fileRequest(input: DangKyThamVanInput): Promise<DangKyCuaToi> {
  return api.post<DangKyCuaToi>('/HoSoTamLy/dangKyThamVan', input);
}

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoSoTamLyKeys.all }),
  });
}
