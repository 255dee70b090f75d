import type { Page } from '@hpl/shared/api';
import type { ThangQuyDoi, ThangQuyDoiInput, ThangQuyDoiSaved } from '@hpl/shared/diem-cam/cau-hinh';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { diemCamCauHinhKeys } from './cau-hinh-keys';

/** `GET /api/DiemCam/danhSachThangQuyDoi`: the current version of each conversion scale. */
export function fetchScales(query: Query, signal?: AbortSignal): Promise<Page<ThangQuyDoi>> {
  return api.get<Page<ThangQuyDoi>>('/DiemCam/danhSachThangQuyDoi', { query, signal });
}

export function useScales(query: Query) {
  return useQuery({
    queryKey: diemCamCauHinhKeys.scales(query),
    queryFn: ({ signal }) => fetchScales(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/DiemCam/thangQuyDoi/{id}/phienBan`: every version of a scale, newest first. */
export function fetchScaleVersions(id: number, signal?: AbortSignal): Promise<ThangQuyDoi[]> {
  return api.get<ThangQuyDoi[]>(`/DiemCam/thangQuyDoi/${id}/phienBan`, { signal });
}

export function useScaleVersions(id: number | null) {
  return useQuery({
    queryKey: diemCamCauHinhKeys.scaleVersions(id ?? 0),
    queryFn: ({ signal }) => fetchScaleVersions(id!, signal),
    enabled: id !== null,
  });
}

/** `POST /api/DiemCam/thangQuyDoi` or `PUT …/{id}`: an edit of a used version answers a new version. */
export function saveScale({
  id,
  ...input
}: ThangQuyDoiInput & { id?: number }): Promise<ThangQuyDoi | ThangQuyDoiSaved> {
  return id
    ? api.put<ThangQuyDoiSaved>(`/DiemCam/thangQuyDoi/${id}`, input)
    : api.post<ThangQuyDoi>('/DiemCam/thangQuyDoi', input);
}

/** `DELETE /api/DiemCam/thangQuyDoi/{id}`: a scale with all its versions (refused once results used one). */
export function deleteScale(id: number): Promise<null> {
  return api.delete<null>(`/DiemCam/thangQuyDoi/${id}`);
}

export function useSaveScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScale,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamCauHinhKeys.all }),
  });
}

export function useDeleteScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScale,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamCauHinhKeys.all }),
  });
}
