import type { NenNepNhap, NenNepTuan } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/DanhGiaNenNep/tuan`: every class's entry of the week (its Monday). */
export function useDisciplineWeek(tuan: string) {
  return useQuery({
    queryKey: viPhamKeys.disciplineWeek(tuan),
    queryFn: ({ signal }) => api.get<NenNepTuan>('/DanhGiaNenNep/tuan', { query: { tuan }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useWeekMutation<V>(run: (value: V) => Promise<NenNepTuan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (week) => queryClient.setQueryData(viPhamKeys.disciplineWeek(week.tuan), week),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...viPhamKeys.all, 'class-discipline'] }),
  });
}

/** `PUT /api/DanhGiaNenNep/tuan`: enters or corrects a class's pending week. */
export const useSaveDisciplineEntry = () =>
  useWeekMutation((input: NenNepNhap) => api.put<NenNepTuan>('/DanhGiaNenNep/tuan', input, { silent: true }));

/** `POST /api/DanhGiaNenNep/{id}/duyet`: approves one class's week. */
export const useApproveDisciplineEntry = () =>
  useWeekMutation(({ id, version }: { id: number; version: number }) =>
    api.post<NenNepTuan>(`/DanhGiaNenNep/${id}/duyet`, { version }),
  );

/** `POST /api/DanhGiaNenNep/duyetTuan`: approves every pending entry of the week. */
export const useApproveDisciplineWeek = () =>
  useWeekMutation((tuan: string) => api.post<NenNepTuan>('/DanhGiaNenNep/duyetTuan', { tuan }));
