import type { SoDiem } from '@hpl/shared/diem-vn/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/soDiem/{id}`: a subject class's students, both terms' cells and comments, what I may edit now. */
export function fetchGradebook(id: number, signal?: AbortSignal): Promise<SoDiem> {
  return api.get<SoDiem>(`/DiemVN/soDiem/${id}`, { signal });
}

export function useGradebook(id: number | null) {
  return useQuery({
    queryKey: diemVnKeys.gradebook(id ?? 0),
    queryFn: ({ signal }) => fetchGradebook(id!, signal),
    enabled: id !== null,
    // The editor owns the cells while open; a background refetch would fight with unsaved edits.
    refetchOnWindowFocus: false,
  });
}
