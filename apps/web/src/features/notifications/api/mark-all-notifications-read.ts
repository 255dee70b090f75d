import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** `PUT /api/ThongBao/daDocTatCa`: every notification of the caller read; answers how many changed. */
export function markAllNotificationsRead(): Promise<{ soDaDoc: number }> {
  return api.put<{ soDaDoc: number }>('/ThongBao/daDocTatCa');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
