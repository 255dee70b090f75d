import type { Page } from '@hpl/shared/api';
import type { LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** A subject class as the move screen needs it. */
export interface LopMonHocOption {
  id: number;
  tenLop: string;
  monHocId: number;
  tenMonHoc: string;
  /** The homeroom class the group belongs to (several groups of a subject share a name). */
  tenLopQuanLy?: string | null;
  siSo?: number;
}

/** `GET /api/LopMonHoc/danhSachLopMonHoc?namHocId&pageSize=-1`: every subject class of the year. */
export function fetchSubjectClasses(namHocId: number | null, signal?: AbortSignal): Promise<Page<LopMonHocOption>> {
  return api.get<Page<LopMonHocOption>>('/LopMonHoc/danhSachLopMonHoc', {
    query: { namHocId: namHocId ?? undefined, pageSize: -1 },
    signal,
  });
}

export function useSubjectClasses(namHocId: number | null) {
  return useQuery({
    queryKey: [...hocSinhKeys.all, 'subject-classes', namHocId] as const,
    queryFn: ({ signal }) => fetchSubjectClasses(namHocId, signal),
    staleTime: 60_000,
  });
}

/** `GET /api/LopMonHoc/{id}/danhSachHocSinh`: the students of a subject class now. */
export function fetchSubjectClassStudents(id: number, signal?: AbortSignal): Promise<LopQuanLyHocSinh[]> {
  return api.get<LopQuanLyHocSinh[]>(`/LopMonHoc/${id}/danhSachHocSinh`, { signal });
}

export function useSubjectClassStudents(id: number | null) {
  return useQuery({
    queryKey: [...hocSinhKeys.all, 'subject-class-students', id] as const,
    queryFn: ({ signal }) => fetchSubjectClassStudents(id ?? 0, signal),
    enabled: !!id,
  });
}
