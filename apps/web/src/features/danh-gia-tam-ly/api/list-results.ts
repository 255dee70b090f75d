import type { Page } from '@hpl/shared/api';
import type { KetQuaTracNghiem } from '@hpl/shared/danh-gia-tam-ly/ket-qua.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { exportRecords } from '../../../lib/export-records';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/ketQua`: results across students (specialists; every page read is audit-logged). */
export function fetchResults(query: Query, signal?: AbortSignal): Promise<Page<KetQuaTracNghiem>> {
  return api.get<Page<KetQuaTracNghiem>>('/DanhGiaTamLy/ketQua', { query, signal });
}

export function useResults(query: Query) {
  return useQuery({
    queryKey: danhGiaTamLyKeys.results(query),
    queryFn: ({ signal }) => fetchResults(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/DanhGiaTamLy/ketQua/xuatExcel`: the same filters and sort as .xlsx (audit-logged on the server). */
export const exportResults = (query: Query) =>
  exportRecords('/DanhGiaTamLy/ketQua/xuatExcel', query, 'ket-qua-trac-nghiem');
