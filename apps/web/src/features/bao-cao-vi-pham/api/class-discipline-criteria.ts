import type { TieuChiNenNep, TieuChiNenNepInput } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/DanhGiaNenNep/tieuChi`: the class discipline's criteria (retired ones too with `all`). */
export function useDisciplineCriteria(all: boolean) {
  return useQuery({
    queryKey: viPhamKeys.disciplineCriteria(all),
    queryFn: ({ signal }) =>
      api.get<TieuChiNenNep[]>('/DanhGiaNenNep/tieuChi', { query: all ? { tatCa: 'true' } : {}, signal }),
  });
}

/** `POST /api/DanhGiaNenNep/tieuChi` or `PUT /api/DanhGiaNenNep/tieuChi/{id}` (with the version read). */
export function saveDisciplineCriterion({ id, ...input }: TieuChiNenNepInput & { id?: number }) {
  return id
    ? api.put<TieuChiNenNep>(`/DanhGiaNenNep/tieuChi/${id}`, input, { silent: true })
    : api.post<TieuChiNenNep>('/DanhGiaNenNep/tieuChi', input, { silent: true });
}

export function useSaveDisciplineCriterion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDisciplineCriterion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...viPhamKeys.all, 'class-discipline'] }),
  });
}
