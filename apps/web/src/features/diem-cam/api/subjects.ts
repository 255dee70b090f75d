import type { Page } from '@hpl/shared/api';
import type { MonHocCam, MonHocCamInput } from '@hpl/shared/diem-cam/cau-hinh';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemCamCauHinhKeys } from './cau-hinh-keys';

/** `GET /api/DiemCam/danhSachMonHoc`: Cambridge subjects with syllabus code, stage and grade scale. */
export function fetchCambridgeSubjects(query: Query, signal?: AbortSignal): Promise<Page<MonHocCam>> {
  return api.get<Page<MonHocCam>>('/DiemCam/danhSachMonHoc', { query, signal });
}

export function useCambridgeSubjects(query: Query) {
  return useQuery({
    queryKey: diemCamCauHinhKeys.subjects(query),
    queryFn: ({ signal }) => fetchCambridgeSubjects(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/DiemCam/monHoc/{id}`: a subject's stage and grade scale. */
export function saveCambridgeSubject({ monHocId, ...input }: MonHocCamInput & { monHocId: number }) {
  return api.put<MonHocCam>(`/DiemCam/monHoc/${monHocId}`, input);
}

export function useSaveCambridgeSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCambridgeSubject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamCauHinhKeys.all }),
  });
}
