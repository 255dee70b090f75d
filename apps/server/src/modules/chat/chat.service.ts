import type {
  AddOrOpenInput,
  ChatHistoryPage,
  ChatMessage,
  ChatParticipant,
  ChatProfile,
  ChatUpload,
  Conversation,
  SendMessageInput,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { checkImageDimensions } from '../../lib/images';
import { detectDocumentType, detectImageType, type Upload } from '../../lib/multipart';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { isViewed, pairKeyOf } from './chat.policy';
import * as repo from './chat.repository';

export const CHAT_FILE_PURPOSE = 'chat-attachment';
const RECENT_PER_CONVERSATION = 20;
const CONVERSATION_LIMIT = 100;
const CONTACT_LIMIT = 30;

/** Which of these accounts are online (the hub's presence). */
export type OnlineAmong = (accountIds: number[]) => Promise<Set<number>>;
type Seen = { conversationId: number; accountId: number; isCreator: boolean; lastSeenMessageId: number };

export function profileOf(user: SessionUser): ChatProfile {
  return { id: user.accountId, account: user.username, name: user.hoTen, profilePicture: user.anhDaiDien };
}

function participantOf(row: repo.ProfileRow, isCreator = false): ChatParticipant {
  return {
    account: row.account,
    name: row.name,
    photo: row.photo,
    isCreator,
    dateOfBirth: row.dateOfBirth,
    department: row.department,
    email: row.email,
    phoneNumber: row.phoneNumber,
  };
}

function presentMessage(
  row: repo.MessageRow,
  profiles: Map<number, repo.ProfileRow>,
  seen: readonly Seen[],
): ChatMessage {
  const sender = profiles.get(row.senderAccountId);
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    photo: row.photo,
    file: row.file,
    fileName: row.file ? row.fileName : null,
    creator: {
      conversationId: row.conversationId,
      account: sender?.account ?? '',
      name: sender?.name ?? '',
      profilePicture: sender?.photo ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    loading: false,
    viewed: isViewed(row, seen),
  };
}

/** Builds §3 conversations for the account: participants, newest messages, unseen counts, online flag. */
async function presentConversations(
  db: Db,
  accountId: number,
  conversations: { id: number; title: string }[],
  onlineAmong: OnlineAmong,
): Promise<Conversation[]> {
  const ids = conversations.map((c) => c.id);
  const [seen, messages, unseen] = await Promise.all([
    repo.listParticipants(db, ids),
    repo.listRecentMessages(db, ids, RECENT_PER_CONVERSATION),
    repo.countUnseen(db, accountId, ids),
  ]);
  const profiles = new Map(
    (await repo.findProfiles(db, [...new Set(seen.map((s) => s.accountId))])).map((p) => [p.accountId, p]),
  );
  const online = await onlineAmong(seen.filter((s) => s.accountId !== accountId).map((s) => s.accountId));
  const unseenOf = new Map(unseen.map((u) => [u.conversationId, u.n]));
  return conversations.map((c) => {
    const mine = seen.filter((s) => s.conversationId === c.id);
    const others = mine.filter((s) => s.accountId !== accountId);
    const participants = others.map((s) => profiles.get(s.accountId)).filter((p) => p !== undefined);
    return {
      id: c.id,
      title: c.title || participants.map((p) => p.name).join(', '),
      participants: participants.map((p) => participantOf(p, mine.find((s) => s.accountId === p.accountId)!.isCreator)),
      chatMessages: messages.filter((m) => m.conversationId === c.id).map((m) => presentMessage(m, profiles, mine)),
      totalUnSeenChatMessages: unseenOf.get(c.id) ?? 0,
      online: others.some((s) => online.has(s.accountId)),
    };
  });
}

export async function listConversations(db: Db, user: SessionUser, onlineAmong: OnlineAmong) {
  const conversations = await repo.listConversationIdsOf(db, user.accountId, CONVERSATION_LIMIT);
  return presentConversations(db, user.accountId, conversations, onlineAmong);
}

/** One conversation of the caller; another's answers 404 like a missing one. */
export async function getConversation(db: Db, user: SessionUser, id: number, onlineAmong: OnlineAmong) {
  if (!(await repo.isParticipant(db, id, user.accountId))) throw notFound();
  const conversation = await repo.findConversation(db, id);
  if (!conversation) throw notFound();
  return (await presentConversations(db, user.accountId, [conversation], onlineAmong))[0]!;
}

export async function totalUnseen(db: Db, accountId: number): Promise<number> {
  return (await repo.countUnseen(db, accountId)).reduce((sum, row) => sum + row.n, 0);
}

export async function getContacts(db: Db, user: SessionUser, search: string | null | undefined) {
  return (await repo.searchContacts(db, user.accountId, search ?? null, CONTACT_LIMIT)).map((p) => participantOf(p));
}

export async function listSupporterContacts(db: Db, user: SessionUser): Promise<ChatParticipant[]> {
  const ids = (await repo.listSupporterIds(db)).filter((id) => id !== user.accountId);
  return (await repo.findProfiles(db, ids)).map((p) => participantOf(p));
}

/** Every supporter with their account id (the hub gives each connected user the list without themselves). */
export async function listSupporterProfiles(db: Db): Promise<{ id: number; participant: ChatParticipant }[]> {
  return (await repo.findProfiles(db, await repo.listSupporterIds(db))).map((p) => ({
    id: p.accountId,
    participant: participantOf(p),
  }));
}

export async function listSupporterAccounts(db: Db): Promise<string[]> {
  return (await repo.findProfiles(db, await repo.listSupporterIds(db))).map((p) => p.account);
}

export async function setSupporters(db: Db, accounts: string[]): Promise<string[]> {
  const found = await repo.findChatAccountsByUsername(db, accounts);
  if (found.length !== new Set(accounts.map((a) => a.toLowerCase())).size) {
    throw badRequest('chat.participants.unknown', {}, 'accounts');
  }
  await db.transaction((tx) =>
    repo.replaceSupporters(
      tx,
      found.map((a) => a.id),
    ),
  );
  return found.map((a) => a.username);
}

/**
 * Opens the conversation named by id (the caller's), or the one-to-one conversation with the single other account
 * (created once, then reused), or a new group conversation. Answers it with the ids of its participants.
 */
export async function addOrOpenConversation(
  db: Db,
  user: SessionUser,
  input: AddOrOpenInput,
  onlineAmong: OnlineAmong,
): Promise<{ conversation: Conversation; participantIds: number[]; created: boolean }> {
  if (input.id) {
    const conversation = await getConversation(db, user, input.id, onlineAmong);
    const participantIds = (await repo.listParticipants(db, [input.id])).map((p) => p.accountId);
    return { conversation, participantIds, created: false };
  }
  const others = (
    await repo.findChatAccountsByUsername(
      db,
      input.participants.map((p) => p.account),
    )
  ).filter((a) => a.id !== user.accountId);
  const named = new Set(input.participants.map((p) => p.account.toLowerCase()));
  named.delete(user.username.toLowerCase());
  if (others.length === 0 || others.length !== named.size) throw badRequest('chat.participants.unknown');
  const participantIds = [user.accountId, ...others.map((a) => a.id)];
  const cap = others.length === 1 ? pairKeyOf(user.accountId, others[0]!.id) : null;
  let id = cap ? await repo.findPairConversation(db, cap) : undefined;
  let created = false;
  if (id === undefined) {
    id = await db.transaction((tx) =>
      repo.insertConversation(
        tx,
        { title: cap ? '' : (input.title ?? ''), cap, creatorAccountId: user.accountId },
        participantIds,
      ),
    );
    created = id !== undefined;
    // Two people opening their conversation at the same moment: the other insert won; use it.
    if (id === undefined && cap) id = await repo.findPairConversation(db, cap);
    if (id === undefined) throw badRequest('chat.failed');
  }
  return { conversation: await getConversation(db, user, id, onlineAmong), participantIds, created };
}

async function assertAttachment(db: Db, user: SessionUser, fileId: number, image: boolean) {
  const file = await repo.findFile(db, fileId);
  if (!file || file.purpose !== CHAT_FILE_PURPOSE || file.ownerAccountId !== user.accountId) {
    throw badRequest('chat.attachment.invalid');
  }
  if (image && !file.mimeType.startsWith('image/')) throw badRequest('chat.attachment.invalid');
  return file;
}

/**
 * Stores the message (before anyone is told about it) and answers it with who must receive it. Few round trips:
 * every message of every user passes here.
 */
export async function sendMessage(
  db: Db,
  user: SessionUser,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; participantIds: number[] }> {
  const seen = await repo.listParticipants(db, [input.conversationId]);
  if (!seen.some((p) => p.accountId === user.accountId)) throw notFound();
  if (input.photo) await assertAttachment(db, user, input.photo, true);
  const file = input.file ? await assertAttachment(db, user, input.file, false) : null;
  const values = {
    conversationId: input.conversationId,
    senderAccountId: user.accountId,
    content: input.content,
    photoFileId: input.photo ?? null,
    fileFileId: input.file ?? null,
  };
  const stored = await repo.insertMessage(db, values);
  const row: repo.MessageRow = {
    ...values,
    id: stored.id,
    createdAt: stored.createdAt,
    photo: values.photoFileId,
    file: values.fileFileId,
    fileName: file?.originalName ?? null,
  };
  const sender = { accountId: user.accountId, account: user.username, name: user.hoTen, photo: user.anhDaiDien };
  const profiles = new Map([[user.accountId, sender as repo.ProfileRow]]);
  return { message: presentMessage(row, profiles, seen), participantIds: seen.map((s) => s.accountId) };
}

/** Unseen totals of the given accounts (every account listed, 0 when none). */
export async function totalsUnseen(db: Db, accountIds: number[]): Promise<Map<number, number>> {
  const totals = new Map(accountIds.map((id) => [id, 0]));
  for (const row of await repo.countUnseenTotals(db, accountIds)) totals.set(row.accountId, row.n);
  return totals;
}

/** Marks a message (and every older one of its conversation) seen by the caller. */
export async function markSeen(db: Db, user: SessionUser, messageId: number) {
  const message = await repo.findMessage(db, messageId);
  if (!message || !(await repo.isParticipant(db, message.conversationId, user.accountId))) throw notFound();
  await repo.markSeen(db, message.conversationId, user.accountId, messageId);
  const participantIds = (await repo.listParticipants(db, [message.conversationId])).map((p) => p.accountId);
  return { conversationId: message.conversationId, participantIds, total: await totalUnseen(db, user.accountId) };
}

/** Older messages of a conversation, newest page first; only its participants may read it (404 otherwise). */
export async function listHistory(
  db: Db,
  user: SessionUser,
  conversationId: number,
  query: { beforeId?: number; pageSize: number },
): Promise<ChatHistoryPage> {
  if (!(await repo.isParticipant(db, conversationId, user.accountId))) throw notFound();
  const rows = await repo.listMessagesBefore(db, conversationId, query.beforeId, query.pageSize + 1);
  const page = rows.slice(0, query.pageSize).reverse();
  const seen = await repo.listParticipants(db, [conversationId]);
  const profiles = new Map(
    (await repo.findProfiles(db, [...new Set(page.map((m) => m.senderAccountId))])).map((p) => [p.accountId, p]),
  );
  return { items: page.map((m) => presentMessage(m, profiles, seen)), hasMore: rows.length > query.pageSize };
}

/** Stores an attachment owned by the caller; its type is read from the bytes (images and PDF only). */
export async function storeAttachment(
  db: Db,
  uploadDir: string,
  user: SessionUser,
  upload: Upload,
): Promise<ChatUpload> {
  if (upload.buffer.length === 0) throw badRequest('chat.attachment.invalid');
  const mimeType = detectDocumentType(upload.buffer);
  if (!mimeType) throw badRequest('chat.attachment.type');
  if (mimeType !== 'application/pdf') {
    await checkImageDimensions(upload.buffer, upload.filename, 'chat.attachment.invalid');
  }
  const id = await storeFile(db, uploadDir, {
    buffer: upload.buffer,
    mimeType,
    originalName: upload.filename,
    purpose: CHAT_FILE_PURPOSE,
    ownerAccountId: user.accountId,
  });
  return { id, name: upload.filename, mimeType, isImage: detectImageType(upload.buffer) !== null };
}

export async function mayReadAttachment(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  return repo.isFileInConversationOf(db, fileId, user.accountId);
}

export async function profilesOfAccounts(db: Db, ids: number[]): Promise<ChatProfile[]> {
  return (await repo.findProfiles(db, ids)).map((p) => ({
    id: p.accountId,
    account: p.account,
    name: p.name,
    profilePicture: p.photo,
  }));
}

export async function accountIdsOf(db: Db, usernames: string[]) {
  return repo.findChatAccountsByUsername(db, usernames);
}
