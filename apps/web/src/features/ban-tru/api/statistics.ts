import type { BepNgay, SuatPhucVuInput, ThongKeBanTru } from '@hpl/shared/ban-tru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { banTruKeys } from './keys';

/** `GET /api/BanTru/thongKe?thang=`: the month per class and day, with refunds. */
export function useMonthStatistics(thang: string) {
  return useQuery({
    queryKey: banTruKeys.month(thang),
    queryFn: ({ signal }) => api.get<ThongKeBanTru>('/BanTru/thongKe', { query: { thang }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/BanTru/bepNgay?ngay=`: the kitchen's sheet of a day. */
export function useKitchenDay(ngay: string) {
  return useQuery({
    queryKey: banTruKeys.kitchen(ngay),
    queryFn: ({ signal }) => api.get<BepNgay>('/BanTru/bepNgay', { query: { ngay }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/BanTru/bepNgay/xuatExcel?ngay=`: the kitchen's sheet as .xlsx. */
export async function exportKitchenDay(ngay: string) {
  const fileName = `bep-ngay-${ngay}.xlsx`;
  saveBlob(await api.download('/BanTru/bepNgay/xuatExcel', { query: { ngay }, fileName }), fileName);
}

/** `PUT /api/BanTru/suatPhucVu`: the meals served on a day per class (null clears a class's count). */
export function useRecordServed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuatPhucVuInput) => api.put<BepNgay>('/BanTru/suatPhucVu', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banTruKeys.all }),
  });
}
