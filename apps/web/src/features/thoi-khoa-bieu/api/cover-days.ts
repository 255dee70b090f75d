import type { DanhSachDayThay } from '@hpl/shared/thoi-khoa-bieu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/dayThay?tuNgay=&denNgay=`: lessons needing cover and the changed lessons of the dates. */
export function useCoverDays(tuNgay: string, denNgay: string) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.coverDays(tuNgay, denNgay),
    queryFn: ({ signal }) => api.get<DanhSachDayThay>('/ThoiKhoaBieu/dayThay', { query: { tuNgay, denNgay }, signal }),
    placeholderData: keepPreviousData,
  });
}
