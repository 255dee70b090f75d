import type { LichToken } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/lichCuaToi`: whether I have a calendar feed address (it is shown only when created). */
export function useFeedToken() {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.feed(),
    queryFn: ({ signal }) => api.get<LichToken>('/ThoiKhoaBieu/lichCuaToi', { signal }),
  });
}

/** `POST /api/ThoiKhoaBieu/lichCuaToi/taoLai`: a new secret address; the previous one stops working. */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LichToken>('/ThoiKhoaBieu/lichCuaToi/taoLai'),
    onSuccess: (data) => queryClient.setQueryData(thoiKhoaBieuKeys.feed(), data),
  });
}
