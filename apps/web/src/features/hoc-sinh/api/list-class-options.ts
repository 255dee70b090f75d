import type { Page } from '@hpl/shared/api';
import type { Khoi } from '@hpl/shared/danh-muc/contract';
import type { LopQuanLy, LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** `GET /api/LopQuanLy/danhSachLopQuanLy?pageSize=-1&namHocId=`: every homeroom class of the year, for pickers. */
export function fetchClassOptions(namHocId: number | null, signal?: AbortSignal): Promise<Page<LopQuanLy>> {
  return api.get<Page<LopQuanLy>>('/LopQuanLy/danhSachLopQuanLy', {
    query: { pageSize: -1, namHocId: namHocId ?? undefined, sort: 'tenLop' },
    signal,
  });
}

export const classOptionsQueryOptions = (namHocId: number | null) =>
  queryOptions({
    queryKey: hocSinhKeys.classes(namHocId),
    queryFn: ({ signal }) => fetchClassOptions(namHocId, signal),
    staleTime: 60_000,
  });

export function useClassOptions(namHocId: number | null) {
  return useQuery(classOptionsQueryOptions(namHocId));
}

/** `GET /api/Khoi/danhSachKhoi?pageSize=-1`: grade levels, for the filter. */
export function fetchGradeLevels(signal?: AbortSignal): Promise<Page<Khoi>> {
  return api.get<Page<Khoi>>('/Khoi/danhSachKhoi', { query: { pageSize: -1, sort: 'thuTu' }, signal });
}

export function useGradeLevels() {
  return useQuery({
    queryKey: hocSinhKeys.gradeLevels(),
    queryFn: ({ signal }) => fetchGradeLevels(signal),
    staleTime: 10 * 60_000,
  });
}

/** `GET /api/LopQuanLy/{id}/danhSachHocSinh`: the students enrolled in a class now. */
export function fetchClassStudents(lopQuanLyId: number, signal?: AbortSignal): Promise<LopQuanLyHocSinh[]> {
  return api.get<LopQuanLyHocSinh[]>(`/LopQuanLy/${lopQuanLyId}/danhSachHocSinh`, { signal });
}

export function useClassStudents(lopQuanLyId: number | null) {
  return useQuery({
    queryKey: hocSinhKeys.classStudents(lopQuanLyId),
    queryFn: ({ signal }) => fetchClassStudents(lopQuanLyId ?? 0, signal),
    enabled: !!lopQuanLyId,
  });
}
