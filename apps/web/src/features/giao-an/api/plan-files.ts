import type { GiaoAnChiTiet, PlanFilePreview } from '@hpl/shared/giao-an/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { giaoAnKeys } from './keys';

/** Uploads can be large (20 MB): longer than the client's default 5 s. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;

/** `POST /api/GiaoAn/{id}/tep` (multipart `file`): the server decides the type from the bytes. */
export function useUploadPlanFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<GiaoAnChiTiet>(`/GiaoAn/${id}/tep`, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: giaoAnKeys.all }),
  });
}

/** `DELETE /api/GiaoAn/{id}/tep/{tepId}`. */
export function useRemovePlanFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tepId }: { id: number; tepId: number }) =>
      api.delete<GiaoAnChiTiet>(`/GiaoAn/${id}/tep/${tepId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giaoAnKeys.all }),
  });
}

/** `GET /api/GiaoAn/tep/{id}`: what the preview can show (404 for a file the caller may not read). */
export function usePlanFile(id: number | null) {
  return useQuery({
    queryKey: giaoAnKeys.file(id ?? 0),
    queryFn: ({ signal }) => api.get<PlanFilePreview>(`/GiaoAn/tep/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** The address the preview frame loads (a PDF, an image, or the PDF LibreOffice made of an office document). */
/** The preview's bytes: as an address for images and PDFs, as an API path for the office preview's fetch. */
export const previewPath = (tepId: number) => `/GiaoAn/tep/${tepId}/xemTruoc`;
export const previewUrl = (tepId: number) => `/api${previewPath(tepId)}`;
export const downloadUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
