import type { Page } from '@hpl/shared/api';
import type { GiayTo, GiayToInput } from '@hpl/shared/giay-to-tuy-than/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';
import { giayToKeys } from './keys';

/** `GET /api/GiayToTuyThan/danhSachGiayTo` (HR): every document, soonest expiry first. */
export function fetchDocuments(query: Query, signal?: AbortSignal): Promise<Page<GiayTo>> {
  return api.get<Page<GiayTo>>('/GiayToTuyThan/danhSachGiayTo', { query, signal });
}

export const documentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: giayToKeys.list(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(query: Query) {
  return useQuery(documentsQueryOptions(query));
}

/** `GET /api/GiayToTuyThan/cuaToi`: the caller's own documents, soonest expiry first. */
export function useMyDocuments() {
  return useQuery({
    queryKey: giayToKeys.mine(),
    queryFn: ({ signal }) => api.get<Page<GiayTo>>('/GiayToTuyThan/cuaToi', { query: { pageSize: -1 }, signal }),
  });
}

/** `POST /api/GiayToTuyThan` or `PUT /api/GiayToTuyThan/{id}` with the version read. */
export function saveDocument({ id, ...input }: GiayToInput & { id?: number }): Promise<GiayTo> {
  return id ? api.put<GiayTo>(`/GiayToTuyThan/${id}`, input) : api.post<GiayTo>('/GiayToTuyThan', input);
}

export function deleteDocument(id: number): Promise<unknown> {
  return api.delete(`/GiayToTuyThan/${id}`);
}

/** `POST /api/GiayToTuyThan/tep`: the scan (PDF or image), before the document is saved. */
export function uploadScan(file: Blob, name: string): Promise<{ id: number; tenTep: string }> {
  const body = new FormData();
  body.append('file', file, name);
  return api.post<{ id: number; tenTep: string }>('/GiayToTuyThan/tep', body, { timeoutMs: 30_000 });
}

export const scanUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: giayToKeys.all });
}

export function useSaveDocument() {
  return useMutation({ mutationFn: saveDocument, onSettled: useRefresh() });
}

export function useDeleteDocument() {
  return useMutation({ mutationFn: deleteDocument, onSettled: useRefresh() });
}
