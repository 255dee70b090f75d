import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** `PUT /api/ThongBao/{id}/daDoc`: one notification read (another account's id answers 404). */
export function markNotificationRead(id: number): Promise<null> {
  return api.put<null>(`/ThongBao/${id}/daDoc`, undefined, { silent: true });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
