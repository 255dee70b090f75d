import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { files } from './files';
import { taiKhoan } from './tai-khoan';

/** Staff chat conversation (spec §3). A one-to-one conversation has `cap` = "smallerId:largerId", unique. */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: id(),
    title: text().notNull().default(''),
    /** Pair key of a one-to-one conversation, so the same two people always reuse one. Null for groups. */
    cap: text(),
    creatorAccountId: integer().references(() => taiKhoan.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversation_cap').on(t.cap).where(sql`${t.cap} is not null`)],
);

/** Who takes part in a conversation, and the last message each has seen (unseen = newer messages of others). */
export const chatParticipant = pgTable(
  'chat_participant',
  {
    conversationId: integer()
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id, { onDelete: 'cascade' }),
    isCreator: boolean().notNull().default(false),
    lastSeenMessageId: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.taiKhoanId] }),
    index('chat_participant_account').on(t.taiKhoanId),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: id(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    senderAccountId: integer()
      .notNull()
      .references(() => taiKhoan.id, { onDelete: 'cascade' }),
    content: text().notNull().default(''),
    photoFileId: integer().references(() => files.id),
    fileFileId: integer().references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('chat_message_conversation').on(t.conversationId, t.id)],
);

/** The supporters setting: accounts that support the others (listed under the account menu's "Support"). */
export const chatSupporter = pgTable('chat_supporter', {
  taiKhoanId: integer()
    .primaryKey()
    .references(() => taiKhoan.id, { onDelete: 'cascade' }),
});
