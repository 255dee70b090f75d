import type { CotNhap, CotNhapInput } from '@hpl/shared/diem-vn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/cotNhap`: the entry windows of a year per term and column. */
export function fetchWindows(namHocId: number, signal?: AbortSignal): Promise<CotNhap[]> {
  return api.get<CotNhap[]>('/DiemVN/cotNhap', { query: { namHocId }, signal });
}

export function useWindows(namHocId: number | null) {
  return useQuery({
    queryKey: diemVnKeys.windows(namHocId),
    queryFn: ({ signal }) => fetchWindows(namHocId!, signal),
    enabled: namHocId !== null,
  });
}

/** `PUT /api/DiemVN/cotNhap`: opens, moves or closes one window. */
export function saveWindow(input: CotNhapInput): Promise<CotNhap> {
  return api.put<CotNhap>('/DiemVN/cotNhap', input);
}

export function useSaveWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWindow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
