import type { BaiCuaToi } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { danhGiaTamLyKeys } from './keys';

/** `GET /api/DanhGiaTamLy/cuaToi`: the student's open assessments and how far they are with each. */
export function fetchMyAssessments(signal?: AbortSignal): Promise<BaiCuaToi[]> {
  return api.get<BaiCuaToi[]>('/DanhGiaTamLy/cuaToi', { signal });
}

export function useMyAssessments() {
  return useQuery({ queryKey: danhGiaTamLyKeys.mine(), queryFn: ({ signal }) => fetchMyAssessments(signal) });
}
