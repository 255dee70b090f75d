import type { Page } from '@hpl/shared/api';
import type { YeuCauSuaChamCong, YeuCauSuaChamCongInput } from '@hpl/shared/diem-danh/yeu-cau-sua-cham-cong';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemDanhKeys } from './keys';

/** `GET /api/ChamCong/danhSachYeuCauSua` (HR: everyone's) or `/yeuCauSuaCuaToi` (mine). */
export function fetchCorrections(
  scope: 'mine' | 'all',
  query: Query,
  signal?: AbortSignal,
): Promise<Page<YeuCauSuaChamCong>> {
  const path = scope === 'all' ? '/ChamCong/danhSachYeuCauSua' : '/ChamCong/yeuCauSuaCuaToi';
  return api.get<Page<YeuCauSuaChamCong>>(path, { query, signal });
}

export const correctionsQueryOptions = (scope: 'mine' | 'all', query: Query) =>
  queryOptions({
    queryKey: diemDanhKeys.corrections(scope, query),
    queryFn: ({ signal }) => fetchCorrections(scope, query, signal),
    placeholderData: keepPreviousData,
  });

export function useCorrections(scope: 'mine' | 'all', query: Query) {
  return useQuery(correctionsQueryOptions(scope, query));
}

/** `POST /api/ChamCong/yeuCauSua`: ask HR to add a missing punch. */
export function askCorrection(input: YeuCauSuaChamCongInput): Promise<YeuCauSuaChamCong> {
  return api.post<YeuCauSuaChamCong>('/ChamCong/yeuCauSua', input);
}

/** `POST /api/ChamCong/yeuCauSua/{id}/duyet|tuChoi` (HR) with the version read; a stale one is refused (409). */
export function decideCorrection(input: {
  id: number;
  approve: boolean;
  version: number;
  ghiChu?: string | null;
}): Promise<YeuCauSuaChamCong> {
  return api.post<YeuCauSuaChamCong>(`/ChamCong/yeuCauSua/${input.id}/${input.approve ? 'duyet' : 'tuChoi'}`, {
    version: input.version,
    ghiChu: input.ghiChu || null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: diemDanhKeys.all });
}

export function useAskCorrection() {
  return useMutation({ mutationFn: askCorrection, onSettled: useRefresh() });
}

export function useDecideCorrection() {
  return useMutation({ mutationFn: decideCorrection, onSettled: useRefresh() });
}
