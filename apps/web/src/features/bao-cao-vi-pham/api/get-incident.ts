import type { ViPhamHocSinhChiTiet } from '@hpl/shared/bao-cao-vi-pham/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/{id}`: one incident as the caller may see it (404 outside their scope). */
export function fetchIncident(id: number, signal?: AbortSignal): Promise<ViPhamHocSinhChiTiet> {
  return api.get<ViPhamHocSinhChiTiet>(`/BaoCaoViPham/${id}`, { signal, silent: true });
}

export const incidentQueryOptions = (id: number) =>
  queryOptions({ queryKey: viPhamKeys.detail(id), queryFn: ({ signal }) => fetchIncident(id, signal), retry: false });

export function useIncident(id: number) {
  return useQuery({ ...incidentQueryOptions(id), enabled: id > 0 });
}
