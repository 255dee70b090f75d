import type { Page } from '@hpl/shared/api';
import type { DangKyThamVan } from '@hpl/shared/ho-so-tam-ly/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

/** `GET /api/HoSoTamLy/dangKyThamVan`: every request, urgent first (the team; the read is audit-logged). */
export function fetchRequests(query: Query, signal?: AbortSignal): Promise<Page<DangKyThamVan>> {
  return api.get<Page<DangKyThamVan>>('/HoSoTamLy/dangKyThamVan', { query, signal });
}

export function useRequests(query: Query) {
  return useQuery({
    queryKey: hoSoTamLyKeys.list(query),
    queryFn: ({ signal }) => fetchRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}
