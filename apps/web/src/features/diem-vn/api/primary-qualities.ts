import type { LuuPhamChatInput, PhamChatLop } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemVnKeys } from './keys';

/** `GET /api/DiemVN/tieuHoc/phamChat/{lopQuanLyId}`: qualities and competences of a primary homeroom class. */
export function fetchPrimaryQualities(id: number, signal?: AbortSignal): Promise<PhamChatLop> {
  return api.get<PhamChatLop>(`/DiemVN/tieuHoc/phamChat/${id}`, { signal });
}

export function usePrimaryQualities(id: number | null) {
  return useQuery({
    queryKey: diemVnKeys.primaryQualities(id ?? 0),
    queryFn: ({ signal }) => fetchPrimaryQualities(id!, signal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

/** `PUT /api/DiemVN/tieuHoc/phamChat/{lopQuanLyId}`: the homeroom teacher's ratings of pupils at a rating point. */
export function savePrimaryQualities(id: number, input: LuuPhamChatInput): Promise<PhamChatLop> {
  return api.put<PhamChatLop>(`/DiemVN/tieuHoc/phamChat/${id}`, input, { silent: true });
}
