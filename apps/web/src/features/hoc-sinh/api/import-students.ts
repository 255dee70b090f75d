import type { NhapExcelXemTruoc, TacVuNhap } from '@hpl/shared/hoc-sinh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** Parsing a large sheet takes a while on the server: longer than the client's default 5 s. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * Step 1 — `POST /api/HocSinh/nhapExcel/xemTruoc?namHocId=` (multipart `file`): parse and validate, nothing imported.
 * Silent: a refused file (not a spreadsheet, empty, too many rows) is shown inside the import dialog.
 */
export function previewStudentImport(file: File, namHocId: number | null): Promise<NhapExcelXemTruoc> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapExcelXemTruoc>('/HocSinh/nhapExcel/xemTruoc', form, {
    query: { namHocId: namHocId ?? undefined },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

/** Step 2 — `POST /api/HocSinh/nhapExcel/{jobId}/xacNhan`: every row in one transaction, or none. */
export function commitStudentImport(jobId: string): Promise<TacVuNhap> {
  return api.post<TacVuNhap>(`/HocSinh/nhapExcel/${jobId}/xacNhan`, undefined, {
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

export function usePreviewStudentImport() {
  return useMutation({
    mutationFn: ({ file, namHocId }: { file: File; namHocId: number | null }) => previewStudentImport(file, namHocId),
  });
}

export function useCommitStudentImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitStudentImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}

/** `GET /api/HocSinh/nhapExcel/{jobId}`: progress of a running import, polled every second while it runs. */
export function fetchImportJob(jobId: string, signal?: AbortSignal): Promise<TacVuNhap> {
  return api.get<TacVuNhap>(`/HocSinh/nhapExcel/${jobId}`, { signal, silent: true });
}

export function useImportJob(jobId: string | null, polling: boolean) {
  return useQuery({
    queryKey: hocSinhKeys.importJob(jobId),
    queryFn: ({ signal }) => fetchImportJob(jobId ?? '', signal),
    enabled: !!jobId && polling,
    refetchInterval: polling ? 1000 : false,
    retry: false,
  });
}

/** `GET /api/HocSinh/nhapExcel/mau`: the template with the header row in the UI language. */
export function downloadImportTemplate(): Promise<Blob> {
  return api.download('/HocSinh/nhapExcel/mau', { timeoutMs: 30_000 });
}
