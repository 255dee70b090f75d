import type { Page } from '@hpl/shared/api';
import type { Khoi } from '@hpl/shared/danh-muc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thongBaoGuiPhuHuynhKeys as keys } from './keys';

/** `GET /api/Khoi/danhSachKhoi?pageSize=-1`: the grade levels the office may send a notice to. */
export function useGradeLevels(enabled: boolean) {
  return useQuery({
    queryKey: keys.gradeLevels(),
    queryFn: ({ signal }) =>
      api.get<Page<Khoi>>('/Khoi/danhSachKhoi', { query: { pageSize: -1, sort: 'thuTu' }, signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
