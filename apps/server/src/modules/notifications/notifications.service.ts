import { type Lang, type ThongBao, type ThongBaoListQuery, type ThongBaoPage, translateMessage } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './notifications.repository';

export type { NewNotification } from './notifications.repository';

const publishers = new Set<(recipients: number[]) => void>();

/** The chat hub listens here to push `PushNotification` to the recipients' open pages. */
export function onNotificationsPublished(listener: (recipients: number[]) => void): () => void {
  publishers.add(listener);
  return () => publishers.delete(listener);
}

/** Tells live listeners that these accounts have new notifications; call it after the transaction committed. */
export function publishNotifications(recipients: Iterable<number>): void {
  const unique = [...new Set(recipients)];
  if (unique.length === 0) return;
  for (const listener of publishers) listener(unique);
}

/**
 * Queues a notification for each recipient inside the caller's transaction (so it exists only if the change does).
 * After the commit, `publishNotifications` pushes it live through the chat hub; pages also poll the list.
 */
export async function notify(
  tx: DbOrTx,
  recipients: Iterable<number>,
  notification: repo.NewNotification,
): Promise<void> {
  await repo.insertNotifications(tx, [...new Set(recipients)], notification);
}

/** Dates travel in payloads as ISO (yyyy-mm-dd); people read them as dd/mm/yyyy in both languages of the school. */
function formatParams(payload: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : value,
    ]),
  );
}

function presentNotification(
  row: Awaited<ReturnType<typeof repo.listNotifications>>['items'][number],
  lang: Lang,
): ThongBao {
  const payload = (row.payload ?? {}) as Record<string, string | number>;
  return {
    id: row.id,
    loai: row.loai,
    tieuDe: translateMessage(`notification.${row.loai}`, lang, formatParams(payload)),
    duongDan: row.duongDan,
    payload,
    ngayTao: row.createdAt.toISOString(),
    daDoc: row.readAt != null,
  };
}

export async function listNotificationsOf(
  db: Db,
  taiKhoanId: number,
  query: ThongBaoListQuery,
  lang: Lang,
): Promise<ThongBaoPage> {
  const { items, total, unread } = await repo.listNotifications(db, taiKhoanId, query);
  return {
    items: items.map((row) => presentNotification(row, lang)),
    totalCount: total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    soChuaDoc: unread,
  };
}

/** Another account's notification id answers 404, like an unknown one. */
export async function markNotificationRead(db: Db, taiKhoanId: number, id: number): Promise<void> {
  if (!(await repo.findNotification(db, id, taiKhoanId))) throw notFound();
  await repo.markRead(db, taiKhoanId, [id]);
}

export async function markAllNotificationsRead(db: Db, taiKhoanId: number): Promise<number> {
  return repo.markRead(db, taiKhoanId);
}
