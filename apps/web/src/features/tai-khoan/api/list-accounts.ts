import type { Page } from '@hpl/shared/api';
import type { TaiKhoan } from '@hpl/shared/tai-khoan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { taiKhoanKeys } from './keys';

/** `GET /api/TaiKhoan/danhSachTaiKhoan`: accounts with search, role, permission, locked and owner-kind filters. */
export function fetchAccounts(query: Query, signal?: AbortSignal): Promise<Page<TaiKhoan>> {
  return api.get<Page<TaiKhoan>>('/TaiKhoan/danhSachTaiKhoan', { query, signal });
}

export const accountsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: taiKhoanKeys.list(query),
    queryFn: ({ signal }) => fetchAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: Query) {
  return useQuery(accountsQueryOptions(query));
}
