import type { LichSuO } from '@hpl/shared/diem-vn/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

export interface CellRef {
  hocKy: number;
  hocSinhId: number;
  cot: string;
}

/** `GET /api/DiemVN/soDiem/{id}/lichSu`: every change of one cell — when, who, old and new value, why. */
export function fetchCellHistory(id: number, cell: CellRef, signal?: AbortSignal): Promise<LichSuO[]> {
  return api.get<LichSuO[]>(`/DiemVN/soDiem/${id}/lichSu`, { query: { ...cell }, signal });
}

export function useCellHistory(id: number, cell: CellRef | null) {
  return useQuery({
    queryKey: diemVnKeys.history(id, cell ?? {}),
    queryFn: ({ signal }) => fetchCellHistory(id, cell!, signal),
    enabled: cell !== null,
  });
}
