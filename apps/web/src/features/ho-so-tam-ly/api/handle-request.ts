import type { DangKyThamVan, XuLyThamVanInput } from '@hpl/shared/ho-so-tam-ly/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `PUT /api/HoSoTamLy/dangKyThamVan/{id}/xuLy`: triage, schedule (time and room), close, refer or cancel. */
export function handleRequest({ id, ...body }: XuLyThamVanInput & { id: number }): Promise<DangKyThamVan> {
  return api.put<DangKyThamVan>(`/HoSoTamLy/dangKyThamVan/${id}/xuLy`, body);
}

export function useHandleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoSoTamLyKeys.all }),
  });
}
