import type { ViPhamHocSinhChiTiet } from '@hpl/shared/bao-cao-vi-pham/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { viPhamKeys } from './keys';

export type IncidentDecision =
  | { id: number; action: 'xacMinh'; version: number }
  | { id: number; action: 'xacNhan'; version: number; bienPhap: string | null; ghiChu?: string }
  | { id: number; action: 'boQua'; version: number; lyDo: string }
  | { id: number; action: 'tuTrinh'; hocSinhId: number; noiDung: string }
  | { id: number; action: 'khieuNai'; noiDung: string }
  | { id: number; action: 'xuLyKhieuNai'; hocSinhId: number; ketQua: 'chap_nhan' | 'giu_nguyen'; traLoi: string };

/** `POST /api/BaoCaoViPham/{id}/{xacMinh|xacNhan|boQua|tuTrinh|khieuNai|xuLyKhieuNai}`: decisions, the student's account and appeal. */
export function decideIncident({ id, action, ...body }: IncidentDecision): Promise<ViPhamHocSinhChiTiet> {
  return api.post<ViPhamHocSinhChiTiet>(`/BaoCaoViPham/${id}/${action}`, body);
}

export function useDecideIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIncident,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}

/** `POST /api/BaoCaoViPham/xacMinhNhieu`: the office verifies the selected reported incidents. */
export function useVerifyIncidents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ daXacMinh: number }>('/BaoCaoViPham/xacMinhNhieu', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viPhamKeys.all }),
  });
}
