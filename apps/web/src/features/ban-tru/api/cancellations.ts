import type {
  DuyetHuyAnInput,
  HuyAnTrua,
  HuyAnTruaInput,
  HuyAnTruaResult,
  LichHuyAnTrua,
} from '@hpl/shared/ban-tru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banTruKeys } from './keys';

/** `GET /api/BanTru/huyAnTrua?lopQuanLyId=&thang=`: a class's month of lunch cancellations. */
export function useClassMonth(lopQuanLyId: number | null, thang: string) {
  return useQuery({
    queryKey: banTruKeys.classMonth(lopQuanLyId ?? 0, thang),
    queryFn: ({ signal }) =>
      api.get<LichHuyAnTrua>('/BanTru/huyAnTrua', { query: { lopQuanLyId: lopQuanLyId ?? 0, thang }, signal }),
    enabled: lopQuanLyId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/BanTru/huyAnTrua`: students (or the whole class) will not eat on some days. */
export function useCancelLunches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HuyAnTruaInput) => api.post<HuyAnTruaResult>('/BanTru/huyAnTrua', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}

/** `DELETE /api/BanTru/huyAnTrua/{id}`: withdraws a cancellation while it may be withdrawn. */
export function useWithdrawCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/BanTru/huyAnTrua/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}

/** `GET /api/BanTru/choDuyet`: late cancellations waiting for the manager. */
export function usePendingCancellations() {
  return useQuery({
    queryKey: banTruKeys.pending(),
    queryFn: ({ signal }) => api.get<HuyAnTrua[]>('/BanTru/choDuyet', { signal }),
  });
}

/** `POST /api/BanTru/huyAnTrua/{id}/duyet`: approves or declines a late cancellation. */
export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DuyetHuyAnInput & { id: number }) =>
      api.post<HuyAnTrua>(`/BanTru/huyAnTrua/${id}/duyet`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}
