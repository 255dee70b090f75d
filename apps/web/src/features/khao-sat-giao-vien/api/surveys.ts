import type { Page } from '@hpl/shared/api';
import type {
  KetQuaCuaToi,
  KhaoSatCuaToi,
  KhaoSatGiaoVien,
  SurveyProgramme,
  ThongKeKhaoSat,
} from '@hpl/shared/khao-sat-giao-vien/contract';
import { useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { khaoSatKeys } from './keys';

/** `GET /api/KhaoSatGiaoVien/danhSachKhaoSat`: every campaign of a programme (report managers). */
export function useCampaigns(chuongTrinh: SurveyProgramme) {
  return useQuery({
    queryKey: khaoSatKeys.campaigns(chuongTrinh),
    queryFn: ({ signal }) =>
      api.get<Page<KhaoSatGiaoVien>>('/KhaoSatGiaoVien/danhSachKhaoSat', {
        query: { chuongTrinh, pageSize: -1 },
        signal,
      }),
  });
}

/** `GET /api/KhaoSatGiaoVien/thongKe`: one campaign's figures per teacher, department and question. */
export function useSurveyStatistics(khaoSatId: number | undefined) {
  return useQuery({
    queryKey: khaoSatKeys.statistics(khaoSatId ?? 0),
    queryFn: ({ signal }) => api.get<ThongKeKhaoSat>('/KhaoSatGiaoVien/thongKe', { query: { khaoSatId }, signal }),
    enabled: khaoSatId !== undefined,
  });
}

/** `GET /api/KhaoSatGiaoVien/thongKe/xuatExcel`: the same figures as a workbook. */
export async function exportSurveyStatistics(khaoSatId: number): Promise<void> {
  const blob = await api.download('/KhaoSatGiaoVien/thongKe/xuatExcel', { query: { khaoSatId }, timeoutMs: 60_000 });
  saveBlob(blob, `thong-ke-khao-sat-giao-vien-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

/** `GET /api/KhaoSatGiaoVien/khaoSatCuaToi`: the student's open campaigns with their own answers (home card). */
export function useMySurveys(enabled: boolean) {
  return useQuery({
    queryKey: khaoSatKeys.mine(),
    queryFn: ({ signal }) => api.get<KhaoSatCuaToi[]>('/KhaoSatGiaoVien/khaoSatCuaToi', { signal }),
    enabled,
  });
}

/** `GET /api/KhaoSatGiaoVien/ketQuaCuaToi`: a teacher's own results of closed campaigns. */
export function useMyResults() {
  return useQuery({
    queryKey: khaoSatKeys.myResults(),
    queryFn: ({ signal }) => api.get<KetQuaCuaToi[]>('/KhaoSatGiaoVien/ketQuaCuaToi', { signal }),
  });
}
