import type { PhieuKetQua } from '@hpl/shared/diem-vn/tong-ket.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/phieuKetQua[/{hocSinhId}]`: a student's report — their own published results, or (office) any. */
export function fetchReport(hocSinhId: number | null, namHocId: number | null, signal?: AbortSignal) {
  return api.get<PhieuKetQua>(hocSinhId ? `/DiemVN/phieuKetQua/${hocSinhId}` : '/DiemVN/phieuKetQua', {
    query: { namHocId },
    signal,
  });
}

export function useReport(hocSinhId: number | null, namHocId: number | null) {
  return useQuery({
    queryKey: diemVnKeys.report(hocSinhId, namHocId),
    queryFn: ({ signal }) => fetchReport(hocSinhId, namHocId, signal),
  });
}
