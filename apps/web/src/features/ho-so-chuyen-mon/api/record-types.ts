import type { Page } from '@hpl/shared/api';
import type { LoaiHoSoInput, LoaiHoSoQuanLy } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { hoSoKeys } from './keys';

/** `GET /api/LoaiHoSo/danhSachLoaiHoSo`: a page of the active year's record types with their record counts (HR). */
export function useRecordTypes(query: Query) {
  return useQuery({
    queryKey: hoSoKeys.types(query),
    queryFn: ({ signal }) => api.get<Page<LoaiHoSoQuanLy>>('/LoaiHoSo/danhSachLoaiHoSo', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/LoaiHoSo` (id null) or `PUT /api/LoaiHoSo/{id}`; `DELETE` refuses a type in use (409). */
export function useRecordTypeActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: hoSoKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: LoaiHoSoInput }) =>
        id === null
          ? api.post<LoaiHoSoQuanLy>('/LoaiHoSo', input, { silent: true })
          : api.put<LoaiHoSoQuanLy>(`/LoaiHoSo/${id}`, input, { silent: true }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<null>(`/LoaiHoSo/${id}`), onSettled }),
  };
}
