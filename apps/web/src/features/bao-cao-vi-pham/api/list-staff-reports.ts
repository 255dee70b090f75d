import type { Page } from '@hpl/shared/api';
import type { ViPhamNhanVien, ViPhamNhanVienVeToi } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** Which list: what I reported (`lichSu`), every report (`danhSach`, managers), confirmed reports about me (`cuaToi`). */
export type StaffReportView = 'lichSu' | 'danhSach' | 'cuaToi';

/** `GET /api/BaoCaoViPhamNhanVien/{lichSu|danhSach}`: reports with the reporter (mine, or the managers'). */
export function useStaffReports(view: 'lichSu' | 'danhSach', query: Query) {
  return useQuery({
    queryKey: viPhamKeys.staffReports(view, query),
    queryFn: ({ signal }) => api.get<Page<ViPhamNhanVien>>(`/BaoCaoViPhamNhanVien/${view}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/BaoCaoViPhamNhanVien/cuaToi`: the confirmed reports about me, without the reporter. */
export function useReportsAboutMe(query: Query) {
  return useQuery({
    queryKey: viPhamKeys.staffReports('cuaToi', query),
    queryFn: ({ signal }) => api.get<Page<ViPhamNhanVienVeToi>>('/BaoCaoViPhamNhanVien/cuaToi', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
