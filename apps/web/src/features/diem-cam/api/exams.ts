import type { Page } from '@hpl/shared/api';
import type { LopMonHocCamOption, SaoChepBaiThiResult } from '@hpl/shared/diem-cam/cau-hinh';
import type { BaiThiCam, BaiThiCamInput } from '@hpl/shared/diem-cam/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemCamCauHinhKeys } from './cau-hinh-keys';

/** `GET /api/DiemCam/danhSachBaiThi`: the Cambridge exams the caller reaches (filter, search, paging). */
export function fetchExams(query: Query, signal?: AbortSignal): Promise<Page<BaiThiCam>> {
  return api.get<Page<BaiThiCam>>('/DiemCam/danhSachBaiThi', { query, signal });
}

export function useExams(query: Query) {
  return useQuery({
    queryKey: diemCamCauHinhKeys.exams(query),
    queryFn: ({ signal }) => fetchExams(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/DiemCam/lopMonHocQuanLy`: the Cambridge subject classes of a year the caller may place exams in. */
export function fetchClassOptions(query: { namHocId?: number; monHocId?: number }, signal?: AbortSignal) {
  return api.get<LopMonHocCamOption[]>('/DiemCam/lopMonHocQuanLy', { query, signal });
}

export function useClassOptions(query: { namHocId?: number; monHocId?: number }) {
  return useQuery({
    queryKey: diemCamCauHinhKeys.classOptions(query),
    queryFn: ({ signal }) => fetchClassOptions(query, signal),
  });
}

/** `POST /api/DiemCam/baiThi` or `PUT /api/DiemCam/baiThi/{id}` (with the version it was based on). */
export function saveExam({ id, ...input }: BaiThiCamInput & { id?: number }): Promise<BaiThiCam> {
  return id ? api.put<BaiThiCam>(`/DiemCam/baiThi/${id}`, input) : api.post<BaiThiCam>('/DiemCam/baiThi', input);
}

/** `DELETE /api/DiemCam/baiThi/{id}`. */
export function deleteExam(id: number): Promise<null> {
  return api.delete<null>(`/DiemCam/baiThi/${id}`);
}

/** `POST /api/DiemCam/baiThi/{id}/saoChep`: copies an exam to other classes of its subject, all or nothing. */
export function copyExam({ id, lopMonHocIds }: { id: number; lopMonHocIds: number[] }): Promise<SaoChepBaiThiResult> {
  return api.post<SaoChepBaiThiResult>(`/DiemCam/baiThi/${id}/saoChep`, { lopMonHocIds });
}

function useExamMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamCauHinhKeys.all }),
  });
}

export const useSaveExam = () => useExamMutation(saveExam);
export const useDeleteExam = () => useExamMutation(deleteExam);
export const useCopyExam = () => useExamMutation(copyExam);
