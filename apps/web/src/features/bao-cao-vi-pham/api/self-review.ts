import type {
  ViPhamHocSinhChiTiet,
  ViPhamPhuHuynhXacNhan,
  ViPhamTuKiemDiemInput,
} from '@hpl/shared/bao-cao-vi-pham/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

/** `POST /api/BaoCaoViPham/{id}/tuKiemDiem`: the student submits their own self-review (once). */
export function writeSelfReview(id: number, body: ViPhamTuKiemDiemInput): Promise<ViPhamHocSinhChiTiet> {
  return api.post<ViPhamHocSinhChiTiet>(`/BaoCaoViPham/${id}/tuKiemDiem`, body);
}

/** `POST /api/BaoCaoViPham/{id}/tuKiemDiem/phuHuynh`: the homeroom teacher or office records the guardian's confirmation. */
export function recordGuardianConfirmation(id: number, body: ViPhamPhuHuynhXacNhan): Promise<ViPhamHocSinhChiTiet> {
  return api.post<ViPhamHocSinhChiTiet>(`/BaoCaoViPham/${id}/tuKiemDiem/phuHuynh`, body);
}

export function useWriteSelfReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ViPhamTuKiemDiemInput) => writeSelfReview(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}

export function useRecordGuardianConfirmation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ViPhamPhuHuynhXacNhan) => recordGuardianConfirmation(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
