// The hub's names and limits without the contract's schemas: the signed-in frame connects to the hub on every page,
// and importing the contract would bring zod into the first page (contract.ts re-exports these).

/**
 * The staff chat hub (spec §3, §7): Socket.IO at `CHAT_HUB_PATH`, invocations answered through the acknowledgement
 * callback in the API envelope, pushes with the §3 shapes. The HTTP part (history pages, attachments, supporters)
 * lives under `/api/Chat`.
 */
export const CHAT_HUB_PATH = '/hubs/chat';
/** Spec §9: the client retries a failed or closed hub connection after this many milliseconds. */
export const CHAT_RETRY_MS = 3000;
/** Spec §9: the conversation view follows new messages only when within this distance of the bottom. */
export const CHAT_AUTOSCROLL_PX = 25;
/** Spec §9: how a message's time is written (dayjs format). */
export const CHAT_TIME_FORMAT = 'HH:mm D [thg] M, YYYY';
export const CHAT_CONTENT_MAX = 4000;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_HISTORY_PAGE = 30;

export const CHAT_INVOCATIONS = {
  markSeen: 'MarkSeenChatMessage',
  addOrOpen: 'AddOrOpenConversation',
  send: 'SendMessage',
  contacts: 'GetContacts',
} as const;

export const CHAT_PUSHES = {
  userOnline: 'PushUserOnline',
  usersOnline: 'PushUsersOnline',
  usersOnlineAdmin: 'PushUsersOnlineAdmin',
  userOffline: 'PushUserOffline',
  conversations: 'PushConversations',
  supporterContacts: 'PushSupporterContacts',
  contacts: 'PushContacts',
  addOrOpen: 'PushAddOrOpenConversation',
  newMessage: 'PushNewChatMessage',
  totalUnseen: 'PushTotalUnSeenChatMessages',
  notification: 'PushNotification',
  /** Another participant saw messages up to `messageId` (the viewed flags). */
  seen: 'PushSeenChatMessage',
} as const;
