import type { ThongKeSoLieu } from '@hpl/shared/thong-ke-so-lieu/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thongKeSoLieuKeys } from './keys';

/** `GET /api/ThongKeSoLieu/cuaToi?namHocId=`: my year in figures, month by month up to today. */
export function fetchMyYear(namHocId: number | null, signal?: AbortSignal): Promise<ThongKeSoLieu> {
  return api.get<ThongKeSoLieu>('/ThongKeSoLieu/cuaToi', { query: { namHocId: namHocId ?? undefined }, signal });
}

export const myYearQueryOptions = (namHocId: number | null) =>
  queryOptions({
    queryKey: thongKeSoLieuKeys.mine(namHocId),
    queryFn: ({ signal }) => fetchMyYear(namHocId, signal),
    placeholderData: keepPreviousData,
  });

export function useMyYear(namHocId: number | null) {
  return useQuery({ ...myYearQueryOptions(namHocId), enabled: namHocId !== null });
}
