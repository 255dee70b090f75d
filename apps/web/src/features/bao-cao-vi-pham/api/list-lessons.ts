import type { ViPhamTietHoc } from '@hpl/shared/bao-cao-vi-pham/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/**
 * `GET /api/BaoCaoViPham/tietHoc`: a day's lessons in the published timetable, of the chosen students (or the
 * reporting teacher's own when none is chosen yet), for the report form's period picker.
 */
export function useReportLessons(ngay: string | undefined, hocSinhIds: readonly number[]) {
  const ids = [...hocSinhIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: viPhamKeys.lessons(ngay ?? '', ids),
    queryFn: ({ signal }) =>
      api.get<ViPhamTietHoc[]>('/BaoCaoViPham/tietHoc', {
        query: { ngay, ...(ids.length > 0 ? { hocSinhIds: ids.join(',') } : {}) },
        signal,
      }),
    enabled: ngay !== undefined,
    placeholderData: keepPreviousData,
  });
}
