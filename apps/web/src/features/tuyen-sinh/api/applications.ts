import type { Page } from '@hpl/shared/api';
import type {
  BangHoSo,
  ChuyenTrangThai,
  DanhGiaInput,
  HoSoTuyenSinh,
  HoSoTuyenSinhChiTiet,
  HoSoTuyenSinhInput,
  NhapHocInput,
  ThongKeTuyenSinh,
} from '@hpl/shared/tuyen-sinh/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { tuyenSinhKeys } from './keys';

/** `GET /api/TuyenSinh/danhSachHoSo`: applications with filters, search and paging. */
export const applicationsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: tuyenSinhKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<HoSoTuyenSinh>>('/TuyenSinh/danhSachHoSo', { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useApplications = (query: Query) => useQuery(applicationsQueryOptions(query));

/** `GET /api/TuyenSinh/bangHoSo`: the pipeline board, a column per status. */
export const useBoard = (query: Query) =>
  useQuery({
    queryKey: tuyenSinhKeys.board(query),
    queryFn: ({ signal }) => api.get<BangHoSo>('/TuyenSinh/bangHoSo', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/TuyenSinh/thongKe`: counts per grade level and programme. */
export const useStatistics = () =>
  useQuery({
    queryKey: tuyenSinhKeys.stats(),
    queryFn: ({ signal }) => api.get<ThongKeTuyenSinh>('/TuyenSinh/thongKe', { signal }),
  });

/** `GET /api/TuyenSinh/hoSo/{id}`: one application with guardians, documents, scores and history. */
export const useApplication = (id: number | null) =>
  useQuery({
    queryKey: tuyenSinhKeys.detail(id),
    queryFn: ({ signal }) => api.get<HoSoTuyenSinhChiTiet>(`/TuyenSinh/hoSo/${id}`, { signal }),
    enabled: id !== null,
  });

/** `GET /api/TuyenSinh/hoSo/{id}/lopNhapHoc`: the classes an accepted applicant may join. */
export const useEnrolmentClasses = (id: number | null) =>
  useQuery({
    queryKey: tuyenSinhKeys.classes(id),
    queryFn: ({ signal }) =>
      api.get<{ tenNamHoc: string | null; lop: { id: number; tenLop: string; soHocSinh: number }[] }>(
        `/TuyenSinh/hoSo/${id}/lopNhapHoc`,
        { signal },
      ),
    enabled: id !== null,
  });

function useChange<I>(request: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tuyenSinhKeys.all }),
  });
}

/** `POST /api/TuyenSinh/hoSo/{id}/chuyenTrangThai` with the version read (409 when stale). */
export const useMoveApplication = () =>
  useChange(({ id, ...input }: ChuyenTrangThai & { id: number }) =>
    api.post<HoSoTuyenSinhChiTiet>(`/TuyenSinh/hoSo/${id}/chuyenTrangThai`, input),
  );

/** `PUT /api/TuyenSinh/hoSo/{id}/danhGia`: the caller's rubric scores. */
export const useScoreApplication = () =>
  useChange(({ id, ...input }: DanhGiaInput & { id: number }) =>
    api.put<HoSoTuyenSinhChiTiet>(`/TuyenSinh/hoSo/${id}/danhGia`, input),
  );

/** `POST /api/TuyenSinh/hoSo/{id}/nhapHoc`: the accepted applicant becomes a student. */
export const useEnrolApplication = () =>
  useChange(({ id, ...input }: NhapHocInput & { id: number }) =>
    api.post<HoSoTuyenSinhChiTiet>(`/TuyenSinh/hoSo/${id}/nhapHoc`, input),
  );

/** `POST /api/TuyenSinh`: the office enters an application. */
export const useEnterApplication = () =>
  useChange((input: HoSoTuyenSinhInput) => api.post<{ id: number }>('/TuyenSinh', input, { timeoutMs: 30_000 }));

export const documentUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
export const letterUrl = (id: number) => `/api/TuyenSinh/hoSo/${id}/thuQuyetDinh`;
