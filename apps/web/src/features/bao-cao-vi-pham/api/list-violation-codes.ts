import type { MaViPham, MaViPhamListQuery } from '@hpl/shared/bao-cao-vi-pham/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/MaViPham/danhSachMaViPham`: the active codes (the office may ask for retired ones with `tatCa`). */
export function fetchViolationCodes(query: MaViPhamListQuery, signal?: AbortSignal): Promise<MaViPham[]> {
  return api.get<MaViPham[]>('/MaViPham/danhSachMaViPham', { query, signal });
}

export const violationCodesQueryOptions = (query: MaViPhamListQuery) =>
  queryOptions({ queryKey: viPhamKeys.codes(query), queryFn: ({ signal }) => fetchViolationCodes(query, signal) });

export function useViolationCodes(query: MaViPhamListQuery = { doiTuong: 'hoc_sinh' }, enabled = true) {
  return useQuery({ ...violationCodesQueryOptions(query), enabled });
}
