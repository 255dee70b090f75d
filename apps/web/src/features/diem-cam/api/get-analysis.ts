import type { PhanTichBaiThi } from '@hpl/shared/diem-cam/ket-qua';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

/** `GET /api/DiemCam/phanTich/{id}`: the analysis of one exam (staff only). */
export function useAnalysis(id: number | null) {
  return useQuery({
    queryKey: diemCamKetQuaKeys.analysis(id ?? 0),
    queryFn: ({ signal }) => api.get<PhanTichBaiThi>(`/DiemCam/phanTich/${id}`, { signal }),
    enabled: id !== null,
  });
}
