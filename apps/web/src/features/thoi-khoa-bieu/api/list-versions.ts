import type { DanhSachPhienBan } from '@hpl/shared/thoi-khoa-bieu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/danhSachPhienBan`: the active year's versions and its terms. */
export function fetchVersions(signal?: AbortSignal): Promise<DanhSachPhienBan> {
  return api.get<DanhSachPhienBan>('/ThoiKhoaBieu/danhSachPhienBan', { signal });
}

export const versionsQueryOptions = () =>
  queryOptions({ queryKey: thoiKhoaBieuKeys.versions(), queryFn: ({ signal }) => fetchVersions(signal) });

export function useVersions() {
  return useQuery(versionsQueryOptions());
}
