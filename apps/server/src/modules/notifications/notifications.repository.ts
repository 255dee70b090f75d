import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { thongBao } from '../../db/schema';
import { countAll } from '../../lib/list';
import { prepared, preparedPageWithTotal } from '../../lib/prepared';

export interface NewNotification {
  loai: string;
  payload: Record<string, string | number | null>;
  duongDan?: string | null;
}

export async function insertNotifications(db: DbOrTx, recipients: number[], notification: NewNotification) {
  if (recipients.length === 0) return;
  await db.insert(thongBao).values(
    recipients.map((taiKhoanId) => ({
      taiKhoanId,
      loai: notification.loai,
      payload: notification.payload,
      duongDan: notification.duongDan ?? null,
    })),
  );
}

// The notification bell reads the list on every page load: prepared shapes (lib/prepared.ts), the account a placeholder.
const MINE = eq(thongBao.taiKhoanId, sql.placeholder('account'));
const UNREAD_OF_MINE = and(MINE, isNull(thongBao.readAt));

export async function listNotifications(
  db: DbOrTx,
  taiKhoanId: number,
  query: { pageIndex: number; pageSize: number; chuaDoc?: boolean },
) {
  const where = query.chuaDoc ? UNREAD_OF_MINE : MINE;
  const values = { account: taiKhoanId };
  const [{ items, total }, [unread]] = await Promise.all([
    preparedPageWithTotal(
      db,
      `notifications.list:${query.chuaDoc ? 'unread' : 'all'}`,
      query,
      () => db.select().from(thongBao).where(where).orderBy(desc(thongBao.createdAt), desc(thongBao.id)).$dynamic(),
      () => db.select({ n: countAll() }).from(thongBao).where(where),
      values,
    ),
    prepared(db, 'notifications.unread', () =>
      db.select({ n: countAll() }).from(thongBao).where(UNREAD_OF_MINE).prepare('notifications.unread'),
    ).execute(values),
  ]);
  return { items, total, unread: unread?.n ?? 0 };
}

/** Marks the account's notifications read (all when `ids` is undefined); returns how many changed. */
export async function markRead(db: DbOrTx, taiKhoanId: number, ids?: number[]) {
  const rows = await db
    .update(thongBao)
    .set({ readAt: new Date() })
    .where(
      and(eq(thongBao.taiKhoanId, taiKhoanId), isNull(thongBao.readAt), ids ? inArray(thongBao.id, ids) : undefined),
    )
    .returning({ id: thongBao.id });
  return rows.length;
}

export async function findNotification(db: DbOrTx, id: number, taiKhoanId: number) {
  const [row] = await db
    .select({ id: thongBao.id })
    .from(thongBao)
    .where(and(eq(thongBao.id, id), eq(thongBao.taiKhoanId, taiKhoanId)));
  return row;
}
