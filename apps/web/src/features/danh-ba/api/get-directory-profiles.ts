import type { DanhBaHocSinhHoSo, DanhBaNhanVienHoSo } from '@hpl/shared/danh-ba/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhBaKeys } from './keys';

/** `GET /api/DanhBa/nhanVien/{id}`: a staff member's directory profile. */
export function fetchStaffProfile(id: number, signal?: AbortSignal): Promise<DanhBaNhanVienHoSo> {
  return api.get<DanhBaNhanVienHoSo>(`/DanhBa/nhanVien/${id}`, { signal });
}

export const staffProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: danhBaKeys.staffProfile(id), queryFn: ({ signal }) => fetchStaffProfile(id, signal) });

export function useStaffProfile(id: number | null) {
  return useQuery({ ...staffProfileQueryOptions(id ?? 0), enabled: !!id });
}

/**
 * `GET /api/DanhBa/hocSinh/{id}`: a student's directory profile. The server decides how much the reader sees
 * (`xemDayDu`: homeroom teacher or Admin get birth date, phone and family); the page shows what it gets.
 */
export function fetchStudentDirectoryProfile(id: number, signal?: AbortSignal): Promise<DanhBaHocSinhHoSo> {
  return api.get<DanhBaHocSinhHoSo>(`/DanhBa/hocSinh/${id}`, { signal });
}

export const studentDirectoryProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: danhBaKeys.studentProfile(id),
    queryFn: ({ signal }) => fetchStudentDirectoryProfile(id, signal),
  });

export function useStudentDirectoryProfile(id: number | null) {
  return useQuery({ ...studentDirectoryProfileQueryOptions(id ?? 0), enabled: !!id });
}
