import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import type { ChuyenTrangThaiInput } from '@hpl/shared/diem-cam/ket-qua';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

/** `POST /api/DiemCam/ketQua/{id}/trangThai`: one step of the marks' workflow (submit, check, publish, lock, back). */
export function moveState(id: number, input: ChuyenTrangThaiInput): Promise<BaiThiCam> {
  return api.post<BaiThiCam>(`/DiemCam/ketQua/${id}/trangThai`, input);
}

export function useMoveState(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChuyenTrangThaiInput) => moveState(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.all }),
  });
}
