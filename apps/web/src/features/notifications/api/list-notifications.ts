import type { ThongBaoPage } from '@hpl/shared/notifications/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** How often the header list asks for new notifications while the page is visible (the chat hub may push sooner). */
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
export const notificationsQueryOptions = (query: NotificationListQuery, lang: string) =>
  queryOptions({
    queryKey: notificationKeys.list({ ...query, lang }),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });

export function useNotifications(query: NotificationListQuery) {
  const { i18n } = useTranslation();
  return useQuery(notificationsQueryOptions(query, i18n.language));
}
