import type { CaiDatNhanCongKhai } from '@hpl/shared/ho-so-tam-ly/cai-dat-nhan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `GET /api/HoSoTamLy/caiDatNhan/congKhai`: topics offered, hours and the urgent contact (everyone signed in). */
export function fetchPublicSettings(signal?: AbortSignal): Promise<CaiDatNhanCongKhai> {
  return api.get<CaiDatNhanCongKhai>('/HoSoTamLy/caiDatNhan/congKhai', { signal });
}

export function usePublicSettings() {
  return useQuery({ queryKey: hoSoTamLyKeys.publicSettings(), queryFn: ({ signal }) => fetchPublicSettings(signal) });
}
