import type { TongKetTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/tieuHoc/tongKet/{lopQuanLyId}`: the primary year summary of a homeroom class. */
export function fetchPrimarySummary(id: number, signal?: AbortSignal): Promise<TongKetTieuHoc> {
  return api.get<TongKetTieuHoc>(`/DiemVN/tieuHoc/tongKet/${id}`, { signal });
}

export function usePrimarySummary(id: number | null) {
  return useQuery({
    queryKey: diemVnKeys.primarySummary(id ?? 0),
    queryFn: ({ signal }) => fetchPrimarySummary(id!, signal),
    enabled: id !== null,
  });
}

/** `POST /api/DiemVN/tieuHoc/tongKet/{id}/tinh` (store the results) or `/xacNhan` (the office confirms: final). */
export function useRunPrimarySummary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'tinh' | 'xacNhan') => api.post<TongKetTieuHoc>(`/DiemVN/tieuHoc/tongKet/${id}/${action}`),
    onSuccess: (data) => queryClient.setQueryData(diemVnKeys.primarySummary(id), data),
  });
}
