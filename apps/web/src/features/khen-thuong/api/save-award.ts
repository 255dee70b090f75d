import type { KhenThuong, KhenThuongAn, KhenThuongInput } from '@hpl/shared/khen-thuong/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { khenThuongKeys } from './keys';

/** `POST /api/KhenThuong` or `PUT /api/KhenThuong/{id}` (Admin), with the version read when editing. */
export function saveAward({ id, ...input }: KhenThuongInput & { id?: number }): Promise<KhenThuong> {
  return id ? api.put<KhenThuong>(`/KhenThuong/${id}`, input) : api.post<KhenThuong>('/KhenThuong', input);
}

/** `POST /api/KhenThuong/{id}/an`: hide an entry from the board or show it again. */
export function setAwardHidden({ id, ...input }: KhenThuongAn & { id: number }): Promise<KhenThuong> {
  return api.post<KhenThuong>(`/KhenThuong/${id}/an`, input);
}

/** `POST /api/KhenThuong/anh`: the entry's photo (PNG, JPEG or WebP), uploaded before the entry is saved. */
export function uploadAwardPhoto(file: Blob, name: string): Promise<{ id: number }> {
  const body = new FormData();
  body.append('file', file, name);
  return api.post<{ id: number }>('/KhenThuong/anh', body, { timeoutMs: 30_000 });
}

export const photoUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;

export function useSaveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: khenThuongKeys.all }),
  });
}

export function useSetAwardHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAwardHidden,
    onSettled: () => queryClient.invalidateQueries({ queryKey: khenThuongKeys.all }),
  });
}
