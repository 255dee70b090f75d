import type { PhongBanThanhVien } from '@hpl/shared/phong-ban/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { phongBanKeys } from './keys';

/** `GET /api/PhongBan/{id}/danhSachThanhVien`: the department's staff, head first. */
export function fetchMembers(phongBanId: number, signal?: AbortSignal): Promise<PhongBanThanhVien[]> {
  return api.get<PhongBanThanhVien[]>(`/PhongBan/${phongBanId}/danhSachThanhVien`, { signal });
}

export const membersQueryOptions = (phongBanId: number | null) =>
  queryOptions({
    queryKey: phongBanKeys.members(phongBanId ?? 0),
    queryFn: ({ signal }) => fetchMembers(phongBanId!, signal),
    enabled: phongBanId !== null,
  });

export function useMembers(phongBanId: number | null) {
  return useQuery(membersQueryOptions(phongBanId));
}
