import type { ThongBaoPage } from '@hpl/shared/notifications/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { onChatNotification, useChatStatus } from '../../chat';
import { notificationKeys } from './keys';

/** How often the header list asks for new notifications while the chat hub is not connected (it pushes them). */
export const NOTIFICATION_POLL_MS = 60_000;

export interface NotificationListQuery {
  pageIndex?: number;
  pageSize?: number;
  chuaDoc?: boolean;
}

/**
 * `GET /api/ThongBao/danhSachThongBao`: the caller's latest notifications and the unread count. Silent: a failed poll
 * must not pop an error every minute; the bell shows its own error state.
 */
export function fetchNotifications(query: NotificationListQuery, signal?: AbortSignal): Promise<ThongBaoPage> {
  return api.get<ThongBaoPage>('/ThongBao/danhSachThongBao', { query: { ...query }, signal, silent: true });
}

/** The server writes `tieuDe` in the request's language, so the language is part of the key: a switch refetches. */
export const notificationsQueryOptions = (query: NotificationListQuery, lang: string, poll = true) =>
  queryOptions({
    queryKey: notificationKeys.list({ ...query, lang }),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    refetchInterval: poll ? NOTIFICATION_POLL_MS : false,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });

/** The list, refreshed when the chat hub pushes `PushNotification`; polled only while the hub is not connected. */
export function useNotifications(query: NotificationListQuery) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const connected = useChatStatus() === 'connected';
  useEffect(
    () => onChatNotification(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
  return useQuery(notificationsQueryOptions(query, i18n.language, !connected));
}
