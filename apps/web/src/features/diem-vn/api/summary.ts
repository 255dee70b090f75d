import type { TinhTatCaInput, TinhTatCaResult, TongKetLop } from '@hpl/shared/diem-vn/tong-ket.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/tongKet/{lopQuanLyId}?hocKy=`: the stored term (1, 2) or year (0) summary of a homeroom class. */
export function fetchSummary(id: number, hocKy: number, signal?: AbortSignal, silent?: boolean): Promise<TongKetLop> {
  return api.get<TongKetLop>(`/DiemVN/tongKet/${id}`, { query: { hocKy }, signal, silent });
}

/**
 * The summary of a homeroom class; `silent` for a page that only shows it beside other things (a class outside the
 * national programme answers 404 there, which the page shows as "no national gradebook" rather than an error pop-up).
 */
export function useSummary(id: number | null, hocKy: number, options: { silent?: boolean } = {}) {
  return useQuery({
    queryKey: diemVnKeys.summary(id ?? 0, hocKy),
    queryFn: ({ signal }) => fetchSummary(id!, hocKy, signal, options.silent),
    enabled: id !== null,
    retry: options.silent ? false : undefined,
  });
}

/**
 * `POST /api/DiemVN/tongKet/{id}/tinh` (recompute), `/xacNhan` (the office confirms: read-only afterwards) or `/sauHe`
 * (the office classifies the year again after the summer retake, also once confirmed).
 */
export function runSummary(id: number, hocKy: number, action: 'tinh' | 'xacNhan' | 'sauHe'): Promise<TongKetLop> {
  if (action === 'sauHe') return api.post<TongKetLop>(`/DiemVN/tongKet/${id}/sauHe`);
  return api.post<TongKetLop>(`/DiemVN/tongKet/${id}/${action}`, undefined, { query: { hocKy } });
}

export function useRunSummary(id: number, hocKy: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'tinh' | 'xacNhan' | 'sauHe') => runSummary(id, hocKy, action),
    onSuccess: (data) => queryClient.setQueryData(diemVnKeys.summary(id, hocKy), data),
  });
}

/** `POST /api/DiemVN/tongKet/tinhTatCa`: the office recomputes every class of the year at once (confirmed ones stay). */
export function useComputeYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TinhTatCaInput) => api.post<TinhTatCaResult>('/DiemVN/tongKet/tinhTatCa', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...diemVnKeys.all, 'summary'] }),
  });
}
