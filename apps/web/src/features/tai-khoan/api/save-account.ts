import type { TaiKhoan, TaiKhoanInput, TaiKhoanMatKhau, TaiKhoanUpdate } from '@hpl/shared/tai-khoan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taiKhoanKeys } from './keys';

/** `POST /api/TaiKhoan`: an account for one staff or student record; answers the one-time password. */
export function createAccount(input: TaiKhoanInput): Promise<TaiKhoanMatKhau> {
  return api.post<TaiKhoanMatKhau>('/TaiKhoan', input);
}

/** `PUT /api/TaiKhoan/{id}`: roles and permissions (the server refuses an admin removing their own Admin role). */
export function updateAccountAccess({ id, ...body }: TaiKhoanUpdate & { id: number }): Promise<TaiKhoan> {
  return api.put<TaiKhoan>(`/TaiKhoan/${id}`, body);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taiKhoanKeys.all }),
  });
}

export function useUpdateAccountAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taiKhoanKeys.all }),
  });
}
