import type { BaoCaoHanhVi } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/hanhVi/baoCao`: the school's behaviour in a term (Report.HanhViHocSinh). */
export function useBehaviourReport(hocKy: number) {
  return useQuery({
    queryKey: viPhamKeys.behaviourReport(hocKy),
    queryFn: ({ signal }) => api.get<BaoCaoHanhVi>('/BaoCaoViPham/hanhVi/baoCao', { query: { hocKy }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const downloadBehaviourReport = (hocKy: number) =>
  api.download('/BaoCaoViPham/hanhVi/baoCao/xuatExcel', { query: { hocKy }, timeoutMs: 30_000 });
