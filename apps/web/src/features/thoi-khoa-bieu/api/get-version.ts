import type { ChiTietPhienBan } from '@hpl/shared/thoi-khoa-bieu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/phienBan/{id}`: a version with every lesson and the classes, teachers and rooms. */
export function fetchVersion(id: number, signal?: AbortSignal): Promise<ChiTietPhienBan> {
  return api.get<ChiTietPhienBan>(`/ThoiKhoaBieu/phienBan/${id}`, { signal });
}

export const versionQueryOptions = (id: number) =>
  queryOptions({ queryKey: thoiKhoaBieuKeys.version(id), queryFn: ({ signal }) => fetchVersion(id, signal) });

export function useVersion(id: number | null) {
  return useQuery({ ...versionQueryOptions(id ?? 0), enabled: id !== null });
}
