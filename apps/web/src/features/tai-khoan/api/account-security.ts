import type { TaiKhoan, TaiKhoanMatKhau } from '@hpl/shared/tai-khoan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taiKhoanKeys } from './keys';

/** `POST /api/TaiKhoan/{id}/khoa`: locks the account and ends its sessions at once. */
export function lockAccount(id: number): Promise<TaiKhoan> {
  return api.post<TaiKhoan>(`/TaiKhoan/${id}/khoa`);
}

/** `POST /api/TaiKhoan/{id}/moKhoa`. */
export function unlockAccount(id: number): Promise<TaiKhoan> {
  return api.post<TaiKhoan>(`/TaiKhoan/${id}/moKhoa`);
}

/** `POST /api/TaiKhoan/{id}/datLaiMatKhau`: a one-time password, shown once (the server keeps only its hash). */
export function resetAccountPassword(id: number): Promise<TaiKhoanMatKhau> {
  return api.post<TaiKhoanMatKhau>(`/TaiKhoan/${id}/datLaiMatKhau`);
}

function useAccountMutation<T>(run: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taiKhoanKeys.all }),
  });
}

export const useLockAccount = () => useAccountMutation(lockAccount);
export const useUnlockAccount = () => useAccountMutation(unlockAccount);
export const useResetAccountPassword = () => useAccountMutation(resetAccountPassword);
