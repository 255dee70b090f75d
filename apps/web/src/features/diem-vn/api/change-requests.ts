import type { YeuCauSua, YeuCauSuaInput } from '@hpl/shared/diem-vn/yeu-cau-sua.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemVnKeys } from './keys';

export type ChangeRequestQuery = Query & { phamVi: 'cuaToi' | 'tatCa'; trangThai?: YeuCauSua['trangThai'] };

/** `GET /api/DiemVN/yeuCauSua`: my change requests, or (office) every one, pending first. */
export function fetchChangeRequests(query: ChangeRequestQuery, signal?: AbortSignal): Promise<YeuCauSua[]> {
  return api.get<YeuCauSua[]>('/DiemVN/yeuCauSua', { query, signal });
}

export function useChangeRequests(query: ChangeRequestQuery) {
  return useQuery({
    queryKey: diemVnKeys.requests(query),
    queryFn: ({ signal }) => fetchChangeRequests(query, signal),
  });
}

/** `POST /api/DiemVN/yeuCauSua`: ask the office to change a cell whose window has closed. */
export function createChangeRequest(input: YeuCauSuaInput): Promise<YeuCauSua> {
  return api.post<YeuCauSua>('/DiemVN/yeuCauSua', input);
}

export function useCreateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diemVnKeys.all }),
  });
}
