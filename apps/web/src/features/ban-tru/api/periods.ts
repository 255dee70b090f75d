import type { KyBanTru, KyBanTruInput, LopDangKyBanTru } from '@hpl/shared/ban-tru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banTruKeys } from './keys';

/** `GET /api/BanTru/ky`: the meal periods with their price, cut-off and subscribers. */
export function usePeriods() {
  return useQuery({
    queryKey: banTruKeys.periods(),
    queryFn: ({ signal }) => api.get<KyBanTru[]>('/BanTru/ky', { signal }),
  });
}

/** `POST /api/BanTru/ky` or `PUT /api/BanTru/ky/{id}` (with the version read). */
export function useSavePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: KyBanTruInput & { id?: number }) =>
      id ? api.put<KyBanTru>(`/BanTru/ky/${id}`, input) : api.post<KyBanTru>('/BanTru/ky', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}

/** `GET /api/BanTru/ky/{id}/lop`: the classes with their subscribed students in a period. */
export function usePeriodClasses(id: number | null) {
  return useQuery({
    queryKey: banTruKeys.periodClasses(id ?? 0),
    queryFn: ({ signal }) => api.get<LopDangKyBanTru[]>(`/BanTru/ky/${id}/lop`, { signal }),
    enabled: id !== null,
  });
}

/** `PUT /api/BanTru/ky/{id}/lop/{lopQuanLyId}`: subscribes or unsubscribes a whole class. */
export function useSetClassSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lopQuanLyId, dangKy }: { lopQuanLyId: number; dangKy: boolean }) =>
      api.put<LopDangKyBanTru>(`/BanTru/ky/${id}/lop/${lopQuanLyId}`, { dangKy }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}
