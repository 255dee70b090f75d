import type { HanhViLop } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/hanhVi/lop`: a class's behaviour scores and proposed conduct for a term. */
export function useClassBehaviour(lopQuanLyId: number | undefined, hocKy: number) {
  return useQuery({
    queryKey: viPhamKeys.behaviour(lopQuanLyId ?? 0, hocKy),
    queryFn: ({ signal }) => api.get<HanhViLop>('/BaoCaoViPham/hanhVi/lop', { query: { lopQuanLyId, hocKy }, signal }),
    enabled: lopQuanLyId !== undefined,
    placeholderData: keepPreviousData,
  });
}
