import { type TuanCuaToi, zTuanCuaToi } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** Spec §3: timetables are kept in local storage, so the last fetched week opens without a network. */
export const MY_WEEK_STORAGE_KEY = 'thoiKhoaBieu';

/** The stored week, when it parses and is the week asked for; anything else is ignored (spec §8). */
export function readStoredWeek(monday: string, username: string | undefined): TuanCuaToi | undefined {
  try {
    const raw = localStorage.getItem(MY_WEEK_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { username?: unknown; week?: unknown };
    if (parsed.username !== username) return undefined;
    const week = zTuanCuaToi.safeParse(parsed.week);
    return week.success && week.data.tuNgay === monday ? week.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeWeek(week: TuanCuaToi, username: string | undefined): void {
  try {
    localStorage.setItem(MY_WEEK_STORAGE_KEY, JSON.stringify({ username, week }));
  } catch {
    // Storage full or disabled: the page still works online.
  }
}

/** `GET /api/ThoiKhoaBieu/tuanCuaToi?ngay=`: my week; a failed request falls back to the stored copy of that week. */
export function useMyWeek(monday: string, username: string | undefined) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.myWeek(monday),
    queryFn: async ({ signal }) => {
      try {
        const week = await api.get<TuanCuaToi>('/ThoiKhoaBieu/tuanCuaToi', {
          query: { ngay: monday },
          signal,
          silent: true,
        });
        storeWeek(week, username);
        return { week, offline: false };
      } catch (error) {
        const stored = readStoredWeek(monday, username);
        if (stored) return { week: stored, offline: true };
        throw error;
      }
    },
    initialData: () => {
      const stored = readStoredWeek(monday, username);
      return stored ? { week: stored, offline: true } : undefined;
    },
    initialDataUpdatedAt: 0,
  });
}
