import type { KetQuaTamLyHocSinh } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/hocSinh/{hocSinhId}/ketQua`: one student's answers and scores (the read is audit-logged). */
export function fetchStudentResults(hocSinhId: number, signal?: AbortSignal): Promise<KetQuaTamLyHocSinh> {
  return api.get<KetQuaTamLyHocSinh>(`/DanhGiaTamLy/hocSinh/${hocSinhId}/ketQua`, { signal });
}

export function useStudentResults(hocSinhId: number | undefined) {
  return useQuery({
    queryKey: [...danhGiaTamLyKeys.all, 'student', hocSinhId] as const,
    queryFn: ({ signal }) => fetchStudentResults(hocSinhId!, signal),
    enabled: hocSinhId !== undefined,
  });
}
