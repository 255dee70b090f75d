import type {
  LichSuTieuHoc,
  LuuTieuHocInput,
  LuuTieuHocResult,
  SoDiemTieuHoc,
} from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/tieuHoc/soDiem/{id}`: a primary subject class's ratings at the four rating points. */
export function fetchPrimaryGradebook(id: number, signal?: AbortSignal): Promise<SoDiemTieuHoc> {
  return api.get<SoDiemTieuHoc>(`/DiemVN/tieuHoc/soDiem/${id}`, { signal });
}

export function usePrimaryGradebook(id: number | null) {
  return useQuery({
    queryKey: diemVnKeys.primaryGradebook(id ?? 0),
    queryFn: ({ signal }) => fetchPrimaryGradebook(id!, signal),
    enabled: id !== null,
    // The editor owns the cells while open; a background refetch would fight with unsaved edits.
    refetchOnWindowFocus: false,
  });
}

/** `PUT /api/DiemVN/tieuHoc/soDiem/{id}`: saves entries of one rating point, all or nothing (409 when one changed). */
export function savePrimaryEntries(id: number, input: LuuTieuHocInput): Promise<LuuTieuHocResult> {
  return api.put<LuuTieuHocResult>(`/DiemVN/tieuHoc/soDiem/${id}`, input, { silent: true });
}

/** `GET /api/DiemVN/tieuHoc/soDiem/{id}/lichSu`: every change of one pupil's entry at a rating point. */
export function usePrimaryHistory(id: number, cell: { ky: string; hocSinhId: number } | null) {
  return useQuery({
    queryKey: diemVnKeys.primaryHistory(id, cell ?? {}),
    queryFn: ({ signal }) =>
      api.get<LichSuTieuHoc[]>(`/DiemVN/tieuHoc/soDiem/${id}/lichSu`, { query: { ...cell! }, signal }),
    enabled: cell !== null,
  });
}
