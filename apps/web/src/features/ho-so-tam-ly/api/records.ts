import type { BuoiInput, HoSoSummary, HoSoTamLy, TruyCapHoSo } from '@hpl/shared/ho-so-tam-ly/ho-so.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoTamLyKeys } from './keys';

const recordKeys = {
  all: [...hoSoTamLyKeys.all, 'records'] as const,
  one: (id: number) => [...hoSoTamLyKeys.all, 'records', id] as const,
  log: (id: number) => [...hoSoTamLyKeys.all, 'records', id, 'log'] as const,
};

/** `GET /api/HoSoTamLy/hoSo`: the team's case records (the read is audit-logged). */
export function useRecords() {
  return useQuery({
    queryKey: recordKeys.all,
    queryFn: ({ signal }) => api.get<HoSoSummary[]>('/HoSoTamLy/hoSo', { signal }),
  });
}

/** `GET /api/HoSoTamLy/hoSo/{id}`: one record with its decrypted notes (the read is audit-logged). */
export function useRecord(id: number | undefined) {
  return useQuery({
    queryKey: recordKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<HoSoTamLy>(`/HoSoTamLy/hoSo/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** `GET /api/HoSoTamLy/hoSo/{id}/truyCap`: who opened or changed the record, when. */
export function useRecordLog(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.log(id ?? 0),
    queryFn: ({ signal }) => api.get<TruyCapHoSo[]>(`/HoSoTamLy/hoSo/${id}/truyCap`, { signal }),
    enabled: id !== undefined && enabled,
  });
}

/** `POST /api/HoSoTamLy/hoSo`: opens the record of a student (or answers the existing one). */
export function useOpenRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (maHocSinh: string) => api.post<HoSoSummary>('/HoSoTamLy/hoSo', { maHocSinh }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}

/** `POST /api/HoSoTamLy/hoSo/{id}/buoi`: adds a session; the note is encrypted by the server before it is stored. */
export function useAddSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BuoiInput & { id: number }) =>
      api.post<HoSoTamLy>(`/HoSoTamLy/hoSo/${id}/buoi`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}

/** `PUT /api/HoSoTamLy/hoSo/{id}/trangThai`: closes or reopens a record (logged in its access log). */
export function useSetRecordState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, trangThai }: { id: number; trangThai: 'open' | 'closed' }) =>
      api.put<HoSoTamLy>(`/HoSoTamLy/hoSo/${id}/trangThai`, { trangThai }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
