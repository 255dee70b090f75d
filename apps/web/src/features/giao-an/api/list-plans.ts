import type { Page } from '@hpl/shared/api';
import type { GiaoAn } from '@hpl/shared/giao-an/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { giaoAnKeys } from './keys';

const PATHS = { mine: '/GiaoAn/danhSachGiaoAn', queue: '/GiaoAn/danhSachCanDuyet' } as const;

/** `GET /api/GiaoAn/danhSachGiaoAn` (my plans) or `/danhSachCanDuyet` (the plans my department sends me). */
export function usePlans(kind: 'mine' | 'queue', query: Query) {
  return useQuery({
    queryKey: giaoAnKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<Page<GiaoAn>>(PATHS[kind], { query, signal }),
    placeholderData: keepPreviousData,
  });
}
