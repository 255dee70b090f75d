import type { LeaveCalendarEntry } from '@hpl/shared/don-nghi-phep/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaveKeys } from './keys';

export interface CalendarQuery {
  tuNgay: string;
  denNgay: string;
  phongBanId?: number;
}

/** `GET /api/DonNghiPhep/lichNghi` (HR): who is away on each working day of the period. */
export function fetchLeaveCalendar(query: CalendarQuery, signal?: AbortSignal): Promise<LeaveCalendarEntry[]> {
  return api.get<LeaveCalendarEntry[]>('/DonNghiPhep/lichNghi', { query: { ...query }, signal });
}

export const leaveCalendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({ queryKey: leaveKeys.calendar(query), queryFn: ({ signal }) => fetchLeaveCalendar(query, signal) });

export function useLeaveCalendar(query: CalendarQuery) {
  return useQuery(leaveCalendarQueryOptions(query));
}
