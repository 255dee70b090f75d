import type { Page } from '@hpl/shared/api';
import type { NhanVien } from '@hpl/shared/nhan-vien/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taiKhoanKeys } from './keys';

/** `GET /api/NhanVien/danhSachNhanVien?search=`: staff records to attach a new account to (first 20 matches). */
export function fetchStaffOptions(search: string, signal?: AbortSignal): Promise<Page<NhanVien>> {
  return api.get<Page<NhanVien>>('/NhanVien/danhSachNhanVien', {
    query: { search: search || undefined, pageSize: 20, trangThai: 'dang_lam' },
    signal,
  });
}

export function useStaffOptions(search: string) {
  return useQuery({
    queryKey: taiKhoanKeys.staffOptions(search),
    queryFn: ({ signal }) => fetchStaffOptions(search, signal),
    placeholderData: keepPreviousData,
  });
}
