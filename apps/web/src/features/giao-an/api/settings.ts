import type { Page } from '@hpl/shared/api';
import type { GiaoAnCaiDat, GiaoAnCaiDatInput } from '@hpl/shared/giao-an/contract';
import type { NhanVien } from '@hpl/shared/nhan-vien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { giaoAnKeys } from './keys';

/** `GET /api/GiaoAn/caiDat`: whether plans go on to a second approver, and who they are. */
export function usePlanSettings() {
  return useQuery({
    queryKey: giaoAnKeys.settings(),
    queryFn: ({ signal }) => api.get<GiaoAnCaiDat>('/GiaoAn/caiDat', { signal }),
  });
}

/** `PUT /api/GiaoAn/caiDat` with the version read (409 if someone saved first). */
export function useSavePlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiaoAnCaiDatInput) => api.put<GiaoAnCaiDat>('/GiaoAn/caiDat', input, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giaoAnKeys.all }),
  });
}

/** `GET /api/NhanVien/danhSachNhanVien`: working staff, who may be chosen as second approvers. */
export function useWorkingStaff() {
  return useQuery({
    queryKey: giaoAnKeys.staff(),
    queryFn: ({ signal }) =>
      api.get<Page<NhanVien>>('/NhanVien/danhSachNhanVien', { query: { pageSize: -1, trangThai: 'dang_lam' }, signal }),
  });
}
