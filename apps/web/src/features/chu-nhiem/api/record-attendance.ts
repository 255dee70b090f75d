import type { DiemDanhHomNayInput, DiemDanhHomNayResult } from '@hpl/shared/chu-nhiem/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chuNhiemKeys } from './keys';

/** `PUT /api/ChuNhiem/lop/{id}/diemDanh`: today's attendance of the class (the school's date). */
export function useRecordAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiemDanhHomNayInput) => api.put<DiemDanhHomNayResult>(`/ChuNhiem/lop/${id}/diemDanh`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chuNhiemKeys.all }),
  });
}
