import type { BangDiemCam } from '@hpl/shared/diem-cam/ket-qua';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

/** `GET /api/DiemCam/ketQua/{id}`: an exam's students with their raw marks and results, its settings, what I may do. */
export function fetchResults(id: number, signal?: AbortSignal): Promise<BangDiemCam> {
  return api.get<BangDiemCam>(`/DiemCam/ketQua/${id}`, { signal });
}

export function useResults(id: number | null) {
  return useQuery({
    queryKey: diemCamKetQuaKeys.results(id ?? 0),
    queryFn: ({ signal }) => fetchResults(id!, signal),
    enabled: id !== null,
    // The editor owns the marks while open; a background refetch would fight with unsaved edits.
    refetchOnWindowFocus: false,
  });
}
