import type { ViPhamNhanVien, ViPhamNhanVienInput } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `POST /api/BaoCaoViPhamNhanVien`: a staff member reports a colleague. */
export function useReportStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ViPhamNhanVienInput) =>
      api.post<ViPhamNhanVien>('/BaoCaoViPhamNhanVien', input, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}

/** `GET /api/BaoCaoViPhamNhanVien/timNhanVien`: working colleagues by name, accents ignored. */
export function useStaffSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: viPhamKeys.staff(term),
    queryFn: ({ signal }) =>
      api.get<{ id: number; hoTen: string; phongBan: string | null }[]>('/BaoCaoViPhamNhanVien/timNhanVien', {
        query: { search: term },
        signal,
      }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
