import type { DangKyCuaToi } from '@hpl/shared/ho-so-tam-ly/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `GET /api/HoSoTamLy/dangKyThamVan/cuaToi`: the requests I raised, status only. */
export function fetchMyRequests(signal?: AbortSignal): Promise<DangKyCuaToi[]> {
  return api.get<DangKyCuaToi[]>('/HoSoTamLy/dangKyThamVan/cuaToi', { signal });
}

export function useMyRequests() {
  return useQuery({ queryKey: hoSoTamLyKeys.mine(), queryFn: ({ signal }) => fetchMyRequests(signal) });
}
