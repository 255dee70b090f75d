import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crudKeys } from '../../../components/crud/api/keys';
import { api } from '../../../lib/api';
import { phongBanKeys } from './keys';

/** `POST /api/PhongBan/{id}/thanhVien`: staff in another department move to this one. */
export function addMembers(phongBanId: number, nhanVienIds: number[]): Promise<unknown> {
  return api.post(`/PhongBan/${phongBanId}/thanhVien`, { nhanVienIds });
}

/** `DELETE /api/PhongBan/{id}/thanhVien/{nhanVienId}` (refused for the head: choose another head first). */
export function removeMember(phongBanId: number, nhanVienId: number): Promise<unknown> {
  return api.delete(`/PhongBan/${phongBanId}/thanhVien/${nhanVienId}`);
}

/** Member counts of every department and the staff selects (which show departments) change with membership. */
function useRefreshAfterMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: phongBanKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...crudKeys.all, 'options'] }),
    ]);
}

export function useAddMembers(phongBanId: number) {
  const refresh = useRefreshAfterMembership();
  return useMutation({ mutationFn: (ids: number[]) => addMembers(phongBanId, ids), onSuccess: refresh });
}

export function useRemoveMember(phongBanId: number) {
  const refresh = useRefreshAfterMembership();
  return useMutation({ mutationFn: (nhanVienId: number) => removeMember(phongBanId, nhanVienId), onSuccess: refresh });
}
