import type { LoaiHoSoInput, LoaiHoSoQuanLy } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoKeys } from './keys';

/** `GET /api/LoaiHoSo/danhSachLoaiHoSo`: the active year's record types with their record counts (HR). */
export function useRecordTypes() {
  return useQuery({
    queryKey: hoSoKeys.types(),
    queryFn: ({ signal }) => api.get<LoaiHoSoQuanLy[]>('/LoaiHoSo/danhSachLoaiHoSo', { signal }),
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
