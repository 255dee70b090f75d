import type { SaoChepXemTruoc } from '@hpl/shared/phan-cong-giang-day/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

/** `GET /api/PhanCongGiangDay/saoChepNamTruoc`: what copying last year's teachers would do (nothing written). */
export function useCopyPreview(namHocId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: phanCongGiangDayKeys.copyPreview(namHocId),
    queryFn: ({ signal }) =>
      api.get<SaoChepXemTruoc>('/PhanCongGiangDay/saoChepNamTruoc', { query: { namHocId: namHocId! }, signal }),
    enabled: enabled && namHocId !== null,
  });
}

/** `POST /api/PhanCongGiangDay/saoChepNamTruoc`: copies onto the matched classes that have no teacher yet. */
export function useCopyPreviousYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (namHocId: number) => api.post<{ soLop: number }>('/PhanCongGiangDay/saoChepNamTruoc', { namHocId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phanCongGiangDayKeys.all }),
  });
}
