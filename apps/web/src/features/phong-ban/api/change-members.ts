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

/** `PUT /api/PhongBan/{id}/phoPhong/{nhanVienId}`: make a member a deputy head, or no longer one. */
export function setDeputy(phongBanId: number, nhanVienId: number, laPhoPhong: boolean): Promise<unknown> {
  return api.put(`/PhongBan/${phongBanId}/phoPhong/${nhanVienId}`, { laPhoPhong });
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

export function useSetDeputy(phongBanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nhanVienId, laPhoPhong }: { nhanVienId: number; laPhoPhong: boolean }) =>
      setDeputy(phongBanId, nhanVienId, laPhoPhong),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phongBanKeys.all }),
  });
}
