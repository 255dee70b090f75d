import type { BaiVeHocSinh } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/veHocSinh`: my homeroom students in open teacher-report campaigns, with my progress. */
export function fetchAboutStudents(signal?: AbortSignal): Promise<BaiVeHocSinh[]> {
  return api.get<BaiVeHocSinh[]>('/DanhGiaTamLy/veHocSinh', { signal });
}

export function useAboutStudents() {
  return useQuery({ queryKey: danhGiaTamLyKeys.about(), queryFn: ({ signal }) => fetchAboutStudents(signal) });
}
