import type { ThangCuaToi } from '@hpl/shared/diem-danh/yeu-cau-sua-cham-cong';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemDanhKeys } from './keys';

/** `GET /api/ChamCong/thangCuaToi?thang=yyyy-mm`: my days (in, out, minutes late) and my corrections of the month. */
export function fetchMyMonth(thang: string, signal?: AbortSignal): Promise<ThangCuaToi> {
  return api.get<ThangCuaToi>('/ChamCong/thangCuaToi', { query: { thang }, signal });
}

export const myMonthQueryOptions = (thang: string) =>
  queryOptions({
    queryKey: diemDanhKeys.myMonth(thang),
    queryFn: ({ signal }) => fetchMyMonth(thang, signal),
    placeholderData: keepPreviousData,
  });

export function useMyMonth(thang: string) {
  return useQuery(myMonthQueryOptions(thang));
}
