import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  chatConversation,
  chatMessage,
  chatParticipant,
  chatSupporter,
  files,
  nhanVien,
  phongBan,
  taiKhoan,
} from '../../db/schema';
import { avatarKeyOf } from '../../lib/uploads';

/** Accounts that may chat: not locked and not students (spec §1: staff chat). */
const chatAccount = and(isNull(taiKhoan.lockedAt), not(sql`'HocSinh' = any(${taiKhoan.roles})`));

const profileColumns = {
  accountId: taiKhoan.id,
  account: taiKhoan.username,
  name: sql<string>`coalesce(${nhanVien.hoTen}, ${taiKhoan.username})`,
  photo: avatarKeyOf(nhanVien.anhDaiDien),
  dateOfBirth: nhanVien.ngaySinh,
  department: phongBan.tenPhongBan,
  email: nhanVien.email,
  phoneNumber: nhanVien.dienThoai,
};

export type ProfileRow = {
  accountId: number;
  account: string;
  name: string;
  photo: string | null;
  dateOfBirth: string | null;
  department: string | null;
  email: string | null;
  phoneNumber: string | null;
};

function profiles(db: DbOrTx) {
  return db
    .select(profileColumns)
    .from(taiKhoan)
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId));
}

export async function findProfiles(db: DbOrTx, accountIds: number[]): Promise<ProfileRow[]> {
  if (accountIds.length === 0) return [];
  return profiles(db).where(inArray(taiKhoan.id, accountIds));
}

/** Chat accounts named by username (case-insensitive), for opening a conversation with them. */
export async function findChatAccountsByUsername(db: DbOrTx, usernames: string[]) {
  if (usernames.length === 0) return [];
  const lower = usernames.map((u) => u.toLowerCase());
  return db
    .select({ id: taiKhoan.id, username: taiKhoan.username })
    .from(taiKhoan)
    .where(and(chatAccount, inArray(sql`lower(${taiKhoan.username})`, lower)));
}

/** Other chat accounts whose name or username matches, accent-insensitively, by name. */
export async function searchContacts(db: DbOrTx, accountId: number, search: string | null, limit: number) {
  const term = search?.trim();
  const match = term
    ? sql`(f_unaccent(lower(coalesce(${nhanVien.hoTen}, ''))) like '%' || f_unaccent(lower(${term})) || '%'
          or lower(${taiKhoan.username}) like '%' || lower(${term}) || '%')`
    : undefined;
  return profiles(db)
    .where(and(chatAccount, ne(taiKhoan.id, accountId), match))
    .orderBy(asc(sql`coalesce(${nhanVien.hoTenSapXep}, ${taiKhoan.username})`))
    .limit(limit);
}

export async function listConversationIdsOf(db: DbOrTx, accountId: number, limit: number) {
  const rows = await db
    .select({ id: chatConversation.id, title: chatConversation.title })
    .from(chatParticipant)
    .innerJoin(chatConversation, eq(chatConversation.id, chatParticipant.conversationId))
    .where(eq(chatParticipant.taiKhoanId, accountId))
    .orderBy(desc(chatConversation.lastMessageAt), desc(chatConversation.id))
    .limit(limit);
  return rows;
}

export async function findConversation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: chatConversation.id, title: chatConversation.title })
    .from(chatConversation)
    .where(eq(chatConversation.id, id));
  return row;
}

export async function listParticipants(db: DbOrTx, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: chatParticipant.conversationId,
      accountId: chatParticipant.taiKhoanId,
      isCreator: chatParticipant.isCreator,
      lastSeenMessageId: chatParticipant.lastSeenMessageId,
    })
    .from(chatParticipant)
    .where(inArray(chatParticipant.conversationId, conversationIds));
}

export async function isParticipant(db: DbOrTx, conversationId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatParticipant)
    .where(and(eq(chatParticipant.conversationId, conversationId), eq(chatParticipant.taiKhoanId, accountId)));
  return row !== undefined;
}

const messageColumns = {
  id: chatMessage.id,
  conversationId: chatMessage.conversationId,
  senderAccountId: chatMessage.senderAccountId,
  content: chatMessage.content,
  photo: chatMessage.photoFileId,
  file: chatMessage.fileFileId,
  fileName: files.originalName,
  createdAt: chatMessage.createdAt,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  senderAccountId: number;
  content: string;
  photo: number | null;
  file: number | null;
  fileName: string | null;
  createdAt: Date;
};

/** The newest `perConversation` messages of each conversation (a lateral join: only those rows are read). */
export async function listRecentMessages(
  db: DbOrTx,
  conversationIds: number[],
  perConversation: number,
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const latest = db
    .select(messageColumns)
    .from(chatMessage)
    .leftJoin(files, eq(files.id, chatMessage.fileFileId))
    .where(eq(chatMessage.conversationId, chatConversation.id))
    .orderBy(desc(chatMessage.id))
    .limit(perConversation)
    .as('latest');
  return db
    .select({
      id: latest.id,
      conversationId: latest.conversationId,
      senderAccountId: latest.senderAccountId,
      content: latest.content,
      photo: latest.photo,
      file: latest.file,
      fileName: latest.fileName,
      createdAt: latest.createdAt,
    })
    .from(chatConversation)
    .crossJoinLateral(latest)
    .where(inArray(chatConversation.id, conversationIds))
    .orderBy(asc(latest.id));
}

/** A page of a conversation's history, newest first from `beforeId` (exclusive). */
export async function listMessagesBefore(
  db: DbOrTx,
  conversationId: number,
  beforeId: number | undefined,
  size: number,
) {
  return db
    .select(messageColumns)
    .from(chatMessage)
    .leftJoin(files, eq(files.id, chatMessage.fileFileId))
    .where(and(eq(chatMessage.conversationId, conversationId), beforeId ? lt(chatMessage.id, beforeId) : undefined))
    .orderBy(desc(chatMessage.id))
    .limit(size);
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessage)
    .leftJoin(files, eq(files.id, chatMessage.fileFileId))
    .where(eq(chatMessage.id, id));
  return row;
}

/** Unseen messages per conversation of the account: others' messages newer than the last it saw. */
export async function countUnseen(db: DbOrTx, accountId: number, conversationIds?: number[]) {
  return db
    .select({ conversationId: chatMessage.conversationId, n: sql<number>`count(*)::int` })
    .from(chatParticipant)
    .innerJoin(
      chatMessage,
      and(
        eq(chatMessage.conversationId, chatParticipant.conversationId),
        gt(chatMessage.id, chatParticipant.lastSeenMessageId),
        ne(chatMessage.senderAccountId, accountId),
      ),
    )
    .where(
      and(
        eq(chatParticipant.taiKhoanId, accountId),
        conversationIds ? inArray(chatParticipant.conversationId, conversationIds) : undefined,
      ),
    )
    .groupBy(chatMessage.conversationId);
}

/** Unseen totals of several accounts at once (the recipients of a message). */
export async function countUnseenTotals(db: DbOrTx, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: chatParticipant.taiKhoanId, n: sql<number>`count(${chatMessage.id})::int` })
    .from(chatParticipant)
    .leftJoin(
      chatMessage,
      and(
        eq(chatMessage.conversationId, chatParticipant.conversationId),
        gt(chatMessage.id, chatParticipant.lastSeenMessageId),
        ne(chatMessage.senderAccountId, chatParticipant.taiKhoanId),
      ),
    )
    .where(inArray(chatParticipant.taiKhoanId, accountIds))
    .groupBy(chatParticipant.taiKhoanId);
}

export async function findPairConversation(db: DbOrTx, cap: string) {
  const [row] = await db
    .select({ id: chatConversation.id })
    .from(chatConversation)
    .where(eq(chatConversation.cap, cap));
  return row?.id;
}

export async function insertConversation(
  db: DbOrTx,
  values: { title: string; cap: string | null; creatorAccountId: number },
  participantIds: number[],
): Promise<number | undefined> {
  const [row] = await db
    .insert(chatConversation)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatConversation.id });
  if (!row) return undefined;
  await db.insert(chatParticipant).values(
    participantIds.map((taiKhoanId) => ({
      conversationId: row.id,
      taiKhoanId,
      isCreator: taiKhoanId === values.creatorAccountId,
    })),
  );
  return row.id;
}

export async function insertMessage(
  db: DbOrTx,
  values: {
    conversationId: number;
    senderAccountId: number;
    content: string;
    photoFileId: number | null;
    fileFileId: number | null;
  },
): Promise<{ id: number; createdAt: Date }> {
  // One statement, so one round trip and atomic by itself: the message, the conversation's last activity, and the
  // sender's seen mark (the sender has seen its own message).
  const inserted = db
    .$with('inserted')
    .as(db.insert(chatMessage).values(values).returning({ id: chatMessage.id, createdAt: chatMessage.createdAt }));
  const touched = db
    .$with('touched')
    .as(
      db
        .update(chatConversation)
        .set({ lastMessageAt: new Date() })
        .where(eq(chatConversation.id, values.conversationId))
        .returning({ id: chatConversation.id }),
    );
  const seen = db.$with('seen').as(
    db
      .update(chatParticipant)
      .set({
        lastSeenMessageId: sql`greatest(${chatParticipant.lastSeenMessageId}, (select ${sql.identifier('id')} from ${inserted}))`,
      })
      .where(
        and(
          eq(chatParticipant.conversationId, values.conversationId),
          eq(chatParticipant.taiKhoanId, values.senderAccountId),
        ),
      )
      .returning({ conversationId: chatParticipant.conversationId }),
  );
  const [row] = await db.with(inserted, touched, seen).select().from(inserted);
  return row!;
}

export async function markSeen(db: DbOrTx, conversationId: number, accountId: number, messageId: number) {
  await db
    .update(chatParticipant)
    .set({ lastSeenMessageId: sql`greatest(${chatParticipant.lastSeenMessageId}, ${messageId})` })
    .where(and(eq(chatParticipant.conversationId, conversationId), eq(chatParticipant.taiKhoanId, accountId)));
}

export async function findFile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: files.id,
      ownerAccountId: files.ownerAccountId,
      purpose: files.purpose,
      mimeType: files.mimeType,
      originalName: files.originalName,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/** Whether the file is attached to a message of a conversation the account takes part in. */
export async function isFileInConversationOf(db: DbOrTx, fileId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatMessage)
    .innerJoin(
      chatParticipant,
      and(eq(chatParticipant.conversationId, chatMessage.conversationId), eq(chatParticipant.taiKhoanId, accountId)),
    )
    .where(sql`${chatMessage.photoFileId} = ${fileId} or ${chatMessage.fileFileId} = ${fileId}`)
    .limit(1);
  return row !== undefined;
}

export async function listSupporterIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: chatSupporter.taiKhoanId })
    .from(chatSupporter)
    .innerJoin(taiKhoan, eq(taiKhoan.id, chatSupporter.taiKhoanId))
    .where(chatAccount);
  return rows.map((r) => r.id);
}

export async function replaceSupporters(db: DbOrTx, accountIds: number[]) {
  await db.delete(chatSupporter);
  if (accountIds.length > 0) await db.insert(chatSupporter).values(accountIds.map((taiKhoanId) => ({ taiKhoanId })));
}

export async function findAccountRoles(db: DbOrTx, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db.select({ id: taiKhoan.id, roles: taiKhoan.roles }).from(taiKhoan).where(inArray(taiKhoan.id, accountIds));
}
