import type { LopMonHocCam, LopMonHocCamQuery } from '@hpl/shared/diem-cam/ket-qua';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

/** `GET /api/DiemCam/lopMonHoc`: the Cambridge subject classes I reach, with their exams and how far the marks are. */
export function fetchCambridgeClasses(query: LopMonHocCamQuery, signal?: AbortSignal): Promise<LopMonHocCam[]> {
  return api.get<LopMonHocCam[]>('/DiemCam/lopMonHoc', { query: { ...query }, signal });
}

export function useCambridgeClasses(query: LopMonHocCamQuery = {}) {
  return useQuery({
    queryKey: diemCamKetQuaKeys.classes(query),
    queryFn: ({ signal }) => fetchCambridgeClasses(query, signal),
  });
}
