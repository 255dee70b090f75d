import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hocSinhKeys } from './keys';

/** Raster types the server accepts for avatars (it checks the bytes too; SVG is refused). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, before uploading it; null when it can. */
export function checkAvatarFile(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** `POST /api/HocSinh/{id}/anhDaiDien` (multipart, JPEG/PNG/WebP ≤ 2 MB). */
export function uploadStudentAvatar(id: number, file: File): Promise<{ anhDaiDien: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<{ anhDaiDien: string }>(`/HocSinh/${id}/anhDaiDien`, form, { timeoutMs: 30_000 });
}

export function useUploadStudentAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadStudentAvatar(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hocSinhKeys.all }),
  });
}
