import type { Page } from '@hpl/shared/api';
import type { ChuyenTruong, ChuyenTruongInput } from '@hpl/shared/hoc-sinh/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** `GET /api/HocSinh/danhSachChuyenTruong`: the transfer history (never deleted), filter `loai`, `hocSinhId`. */
export function fetchTransfers(query: Query, signal?: AbortSignal): Promise<Page<ChuyenTruong>> {
  return api.get<Page<ChuyenTruong>>('/HocSinh/danhSachChuyenTruong', { query, signal });
}

export function useTransfers(query: Query) {
  return useQuery({
    queryKey: hocSinhKeys.transfers(query),
    queryFn: ({ signal }) => fetchTransfers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/HocSinh/chuyenTruong`, then its documents with `POST /api/HocSinh/chuyenTruong/{id}/taiLieu`
 * (multipart, PDF or image, ≤ 10 MB each, at most 5).
 */
export async function recordTransfer(
  input: ChuyenTruongInput & { files: File[] },
): Promise<{ id: number; documentsFailed: boolean }> {
  const { files, ...body } = input;
  const created = await api.post<{ id: number }>('/HocSinh/chuyenTruong', body);
  // The transfer is recorded whatever happens to its files: report a failed upload instead of throwing, so the form
  // is not submitted twice; the documents can be added again from the history.
  const documentsFailed =
    files.length > 0 &&
    (await uploadTransferDocuments(created.id, files).then(
      () => false,
      () => true,
    ));
  return { id: created.id, documentsFailed };
}

/** `POST /api/HocSinh/chuyenTruong/{id}/taiLieu`: adds documents to a recorded transfer (also used to retry). */
export function uploadTransferDocuments(id: number, files: File[]): Promise<number[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return api.post<number[]>(`/HocSinh/chuyenTruong/${id}/taiLieu`, form, { timeoutMs: 60_000 });
}

export function useUploadTransferDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: number; files: File[] }) => uploadTransferDocuments(id, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}

export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}
