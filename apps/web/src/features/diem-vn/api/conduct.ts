import type { RenLuyen, RenLuyenInput } from '@hpl/shared/diem-vn/tong-ket.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/renLuyen/{lopQuanLyId}`: conduct of each student per term and the year's result. */
export function fetchConduct(id: number, signal?: AbortSignal): Promise<RenLuyen> {
  return api.get<RenLuyen>(`/DiemVN/renLuyen/${id}`, { signal });
}

export function useConduct(id: number | null) {
  return useQuery({
    queryKey: diemVnKeys.conduct(id ?? 0),
    queryFn: ({ signal }) => fetchConduct(id!, signal),
    enabled: id !== null,
  });
}

/** `PUT /api/DiemVN/renLuyen/{lopQuanLyId}`: the homeroom teacher sets one student's conduct for a term. */
export function setConduct(id: number, input: RenLuyenInput): Promise<RenLuyen> {
  return api.put<RenLuyen>(`/DiemVN/renLuyen/${id}`, input);
}

export function useSetConduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenLuyenInput) => setConduct(id, input),
    onSuccess: (data) => queryClient.setQueryData(diemVnKeys.conduct(id), data),
    onError: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.conduct(id) }),
  });
}
