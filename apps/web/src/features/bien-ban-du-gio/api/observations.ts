import type { Page } from '@hpl/shared/api';
import type {
  BienBanDuGio,
  BienBanDuGioChiTiet,
  DuGioThongKeTheoGiaoVien,
  DuGioThongKeTheoPhongBan,
  TietDay,
} from '@hpl/shared/bien-ban-du-gio/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { duGioKeys } from './keys';

const LISTS = { mine: '/BienBanDuGio/danhSach', all: '/BienBanDuGio/tatCa' } as const;

/** `GET /api/BienBanDuGio/danhSach` (of and by me) or `/tatCa` (HR: every observation). */
export function useObservations(kind: 'mine' | 'all', query: Query) {
  return useQuery({
    queryKey: duGioKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<Page<BienBanDuGio>>(LISTS[kind], { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/BienBanDuGio/{id}`: the minute with the caller's relation and allowed actions. */
export function useObservation(id: number | null) {
  return useQuery({
    queryKey: duGioKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<BienBanDuGioChiTiet>(`/BienBanDuGio/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `GET /api/BienBanDuGio/giaoVien`: the teachers the caller may schedule an observation of (empty: none). */
export function useSchedulableTeachers() {
  return useQuery({
    queryKey: duGioKeys.teachers(),
    queryFn: ({ signal }) => api.get<{ id: number; hoTen: string }[]>('/BienBanDuGio/giaoVien', { signal }),
  });
}

/** `GET /api/BienBanDuGio/tietDay`: the observed teacher's lessons of a day in the published timetable. */
export function useLessonsOf(giaoVienId: number | undefined, ngay: string | undefined) {
  return useQuery({
    queryKey: duGioKeys.lessons(giaoVienId ?? 0, ngay ?? ''),
    queryFn: ({ signal }) => api.get<TietDay[]>('/BienBanDuGio/tietDay', { query: { giaoVienId, ngay }, signal }),
    enabled: giaoVienId !== undefined && !!ngay,
  });
}

/** `GET /api/BienBanDuGio/thongKe`: HR's figures per department (of one term when given), on the current scale. */
export function useObservationStatistics(hocKy: string | undefined) {
  return useQuery({
    queryKey: duGioKeys.statistics('department', hocKy),
    queryFn: ({ signal }) => api.get<DuGioThongKeTheoPhongBan>('/BienBanDuGio/thongKe', { query: { hocKy }, signal }),
  });
}

/** `GET /api/BienBanDuGio/thongKeGiaoVien`: HR's counts per teacher, observed and observing (of one term when given). */
export function useTeacherObservationCounts(hocKy: string | undefined) {
  return useQuery({
    queryKey: duGioKeys.statistics('teacher', hocKy),
    queryFn: ({ signal }) =>
      api.get<DuGioThongKeTheoGiaoVien>('/BienBanDuGio/thongKeGiaoVien', { query: { hocKy }, signal }),
  });
}
