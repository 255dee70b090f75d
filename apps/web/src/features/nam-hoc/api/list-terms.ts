import type { HocKy } from '@hpl/shared/nam-hoc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { namHocKeys } from './keys';

/** `GET /api/NamHoc/{id}/danhSachHocKy`: the terms of one year, in order. */
export function fetchTerms(namHocId: number, signal?: AbortSignal): Promise<HocKy[]> {
  return api.get<HocKy[]>(`/NamHoc/${namHocId}/danhSachHocKy`, { signal });
}

export const termsQueryOptions = (namHocId: number) =>
  queryOptions({ queryKey: namHocKeys.terms(namHocId), queryFn: ({ signal }) => fetchTerms(namHocId, signal) });

export function useTerms(namHocId: number) {
  return useQuery(termsQueryOptions(namHocId));
}
