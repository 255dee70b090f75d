import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `GET /api/BaoCaoViPham/hanhVi/danhSachLop`: the office every class of the year, a teacher their homerooms. */
export function useBehaviourClasses() {
  return useQuery({
    queryKey: viPhamKeys.behaviourClasses(),
    queryFn: ({ signal }) => api.get<{ id: number; tenLop: string }[]>('/BaoCaoViPham/hanhVi/danhSachLop', { signal }),
  });
}
