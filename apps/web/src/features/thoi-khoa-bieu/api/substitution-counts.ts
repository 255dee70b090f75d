import type { ThongKeDayThay } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/dayThay/thongKe?thang=yyyy-mm`: substitute lessons per teacher in the month. */
export function useSubstitutionCounts(thang: string) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.substitutionCounts(thang),
    queryFn: ({ signal }) => api.get<ThongKeDayThay>('/ThoiKhoaBieu/dayThay/thongKe', { query: { thang }, signal }),
  });
}

/** `GET /api/ThoiKhoaBieu/dayThay/thongKe/xuatExcel`: the month's counts as a workbook. */
export async function exportSubstitutionCounts(thang: string) {
  const fileName = `day-thay-${thang}.xlsx`;
  saveBlob(await api.download('/ThoiKhoaBieu/dayThay/thongKe/xuatExcel', { query: { thang }, fileName }), fileName);
}
