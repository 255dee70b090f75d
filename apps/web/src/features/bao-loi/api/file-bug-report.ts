import type { BaoLoiChiTiet, BaoLoiInput } from '@hpl/shared/bao-loi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baoLoiKeys } from './keys';

/** `POST /api/BaoLoi`: files a report (its screenshot uploaded first). */
export function fileBugReport(input: BaoLoiInput): Promise<BaoLoiChiTiet> {
  return api.post<BaoLoiChiTiet>('/BaoLoi', input);
}

export function useFileBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileBugReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: baoLoiKeys.all }),
  });
}
