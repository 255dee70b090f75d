import { z } from 'zod';
import { zIdParam, zIdValue, zInteger, zText } from '../input/primitives';
import { CHAT_CONTENT_MAX, CHAT_HISTORY_PAGE } from './constants';

export {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_AUTOSCROLL_PX,
  CHAT_CONTENT_MAX,
  CHAT_HISTORY_PAGE,
  CHAT_HUB_PATH,
  CHAT_INVOCATIONS,
  CHAT_PUSHES,
  CHAT_RETRY_MS,
  CHAT_TIME_FORMAT,
} from './constants';

/** Own chat profile. */
export const zChatProfile = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
export type ChatProfile = z.infer<typeof zChatProfile>;

export const zChatParticipant = z.object({
  account: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  isCreator: z.boolean(),
  dateOfBirth: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof zChatParticipant>;

export const zChatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  content: z.string(),
  /** File id of an image (shown inline). */
  photo: z.number().int().nullable(),
  /** File id of an attachment (downloaded). */
  file: z.number().int().nullable(),
  fileName: z.string().nullable(),
  creator: z.object({
    conversationId: z.number().int(),
    account: z.string(),
    name: z.string(),
    profilePicture: z.string().nullable(),
  }),
  createdAt: z.string(),
  loading: z.boolean(),
  /** Every other participant has seen it. */
  viewed: z.boolean(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

export const zConversation = z.object({
  id: z.number().int(),
  title: z.string(),
  participants: z.array(zChatParticipant),
  /** The latest messages (oldest first); older ones come from the history page. */
  chatMessages: z.array(zChatMessage),
  totalUnSeenChatMessages: z.number().int(),
  online: z.boolean(),
});
export type Conversation = z.infer<typeof zConversation>;

// Invocation payloads. Every one is validated on the server; a bad one is answered, never thrown.
export const zMarkSeenInput = zIdValue('chat.id.invalid');
export const zAddOrOpenInput = z.object({
  id: zIdValue('chat.id.invalid').optional().nullable(),
  title: zText().max(200, 'chat.title.tooLong').optional(),
  participants: z
    .array(z.object({ account: zText().min(1).max(100) }).loose())
    .min(1, 'chat.participants.required')
    .max(50, 'chat.participants.tooMany'),
});
export type AddOrOpenInput = z.infer<typeof zAddOrOpenInput>;
export const zSendMessageInput = z
  .object({
    conversationId: zIdValue('chat.id.invalid'),
    content: zText().max(CHAT_CONTENT_MAX, 'chat.content.tooLong').default(''),
    photo: zIdValue('chat.id.invalid').nullable().optional(),
    file: zIdValue('chat.id.invalid').nullable().optional(),
  })
  .refine((m) => m.content.trim() !== '' || m.photo != null || m.file != null, {
    message: 'chat.content.required',
    path: ['content'],
  });
export type SendMessageInput = z.infer<typeof zSendMessageInput>;
export const zGetContactsInput = zText().max(100, 'chat.search.tooLong').optional().nullable();

/** The acknowledgement of every invocation: the API envelope. */
export type ChatAck<T> = { succeeded: true; data: T } | { succeeded: false; errors: string[] };

// HTTP
export const zChatHistoryParams = z.object({ conversationId: zIdParam });
export const zChatHistoryQuery = z.object({
  /** Messages older than this id; omitted for the newest page. */
  beforeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
});
export const zChatHistoryPage = z.object({ items: z.array(zChatMessage), hasMore: z.boolean() });
export type ChatHistoryPage = z.infer<typeof zChatHistoryPage>;

export const zChatUpload = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  isImage: z.boolean(),
});
export type ChatUpload = z.infer<typeof zChatUpload>;

export const zChatSupporters = z.object({ accounts: z.array(z.string()) });
export const zChatSupportersInput = z.object({
  accounts: z.array(zText().min(1).max(100)).max(100, 'chat.participants.tooMany'),
});
export type ChatSupportersInput = z.infer<typeof zChatSupportersInput>;

export const zChatUsersOnline = z.array(z.string());
export const zChatUnseenTotal = zInteger();
