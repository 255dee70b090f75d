import type {
  HocSinhPhieuDiemCam,
  NhanXetCam,
  NhanXetCamInput,
  ThongKeCam,
  ThongKeCamQuery,
} from '@hpl/shared/diem-cam/phieu-diem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

const PDF_TIMEOUT_MS = 120_000;

/** `GET /api/DiemCam/phieuDiem/lop/{id}`: the class's students and how many published results each has. */
export function useReportCardStudents(lopMonHocId: number | null) {
  return useQuery({
    queryKey: [...diemCamKetQuaKeys.all, 'report-cards', lopMonHocId ?? 0] as const,
    queryFn: ({ signal }) => api.get<HocSinhPhieuDiemCam[]>(`/DiemCam/phieuDiem/lop/${lopMonHocId}`, { signal }),
    enabled: lopMonHocId !== null,
  });
}

/**
 * `GET /api/DiemCam/phieuDiem/lop/{id}/pdf` (a whole class) or `/hocSinh/{id}/pdf` (one student): the English report
 * cards as one PDF; the shell's download panel shows the progress.
 */
export async function downloadCambridgeCards(
  target: { lopMonHocId: number; tenLop: string } | { hocSinhId: number; maHocSinh: string },
) {
  const byClass = 'lopMonHocId' in target;
  const fileName = byClass
    ? `cambridge-report-cards-${target.tenLop}.pdf`
    : `cambridge-report-card-${target.maHocSinh}.pdf`;
  const path = byClass
    ? `/DiemCam/phieuDiem/lop/${target.lopMonHocId}/pdf`
    : `/DiemCam/phieuDiem/hocSinh/${target.hocSinhId}/pdf`;
  saveBlob(await api.download(path, { fileName, timeoutMs: PDF_TIMEOUT_MS }), fileName);
}

/** `GET /api/DiemCam/thongKe`: statistics across published exams (the office only). */
export function useCambridgeStatistics(query: ThongKeCamQuery) {
  return useQuery({
    queryKey: [...diemCamKetQuaKeys.all, 'statistics', query] as const,
    queryFn: ({ signal }) => api.get<ThongKeCam>('/DiemCam/thongKe', { query: { ...query }, signal }),
  });
}

/** `GET /api/DiemCam/thongKe/xuatExcel`: the same statistics as .xlsx. */
export async function exportCambridgeStatistics(query: ThongKeCamQuery) {
  const fileName = 'thong-ke-diem-cam.xlsx';
  saveBlob(await api.download('/DiemCam/thongKe/xuatExcel', { query: { ...query }, fileName }), fileName);
}

/** `GET /api/DiemCam/ketQua/{id}/nhanXet`: every student's comment and effort in an exam. */
export function useExamComments(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...diemCamKetQuaKeys.all, 'comments', id] as const,
    queryFn: ({ signal }) => api.get<NhanXetCam[]>(`/DiemCam/ketQua/${id}/nhanXet`, { signal }),
    enabled,
  });
}

/** `PUT /api/DiemCam/ketQua/{id}/nhanXet`: saves changed comments / effort (audited on the server). */
export function useSaveExamComments(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NhanXetCamInput) => api.put<{ soDong: number }>(`/DiemCam/ketQua/${id}/nhanXet`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.all }),
  });
}
