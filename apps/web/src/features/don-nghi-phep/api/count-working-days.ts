import type { Half } from '@hpl/shared/don-nghi-phep/working-days';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export interface RangeQuery {
  tuNgay: string;
  tuBuoi: Half;
  denNgay: string;
  denBuoi: Half;
}

/** `GET /api/DonNghiPhep/soNgayLamViec`: working days of a range (weekends and school holidays excluded). */
export function fetchWorkingDays(range: RangeQuery, signal?: AbortSignal): Promise<{ soNgay: number }> {
  return api.get<{ soNgay: number }>('/DonNghiPhep/soNgayLamViec', { query: { ...range }, signal, silent: true });
}

export const workingDaysQueryOptions = (range: RangeQuery) =>
  queryOptions({ queryKey: leaveKeys.workingDays(range), queryFn: ({ signal }) => fetchWorkingDays(range, signal) });

export function useWorkingDays(range: RangeQuery | null) {
  return useQuery({
    ...workingDaysQueryOptions(range ?? { tuNgay: '', tuBuoi: 'morning', denNgay: '', denBuoi: 'afternoon' }),
    enabled: range != null,
  });
}
