import { CHAT_AUTOSCROLL_PX, CHAT_TIME_FORMAT } from '@hpl/shared/chat/constants';
import type { ChatMessage, ChatParticipant, ChatProfile, Conversation } from '@hpl/shared/chat/contract';
import dayjs from 'dayjs';

/** What the drawer knows, fed by the hub's pushes; every change goes through the pure functions below. */
export interface ChatData {
  me: string | null;
  conversations: Conversation[];
  contacts: ChatParticipant[];
  supporters: ChatParticipant[];
  /** Accounts online now. */
  online: string[];
  /** Admin only: everyone online now. */
  onlineAdmin: ChatProfile[];
  totalUnseen: number;
  /** The conversation shown in the drawer (null: the lists). */
  openId: number | null;
}

export const emptyChat: ChatData = {
  me: null,
  conversations: [],
  contacts: [],
  supporters: [],
  online: [],
  onlineAdmin: [],
  totalUnseen: 0,
  openId: null,
};

const sameAccount = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

function withOnlineFlags(conversations: Conversation[], online: readonly string[]): Conversation[] {
  const set = new Set(online.map((a) => a.toLowerCase()));
  return conversations.map((c) => {
    const flag = c.participants.some((p) => set.has(p.account.toLowerCase()));
    return flag === c.online ? c : { ...c, online: flag };
  });
}

export function setOnline(data: ChatData, accounts: readonly string[], online: boolean): ChatData {
  const lower = new Set(accounts.map((a) => a.toLowerCase()));
  const kept = data.online.filter((a) => !lower.has(a.toLowerCase()));
  const next = online ? [...kept, ...accounts] : kept;
  return { ...data, online: next, conversations: withOnlineFlags(data.conversations, next) };
}

export function setOnlineAdmin(data: ChatData, profile: ChatProfile, online: boolean): ChatData {
  const kept = data.onlineAdmin.filter((p) => p.id !== profile.id);
  return { ...data, onlineAdmin: online ? [...kept, profile] : kept };
}

/** Puts a conversation first (new or refreshed), keeping the messages already loaded when it had more. */
export function upsertConversation(data: ChatData, conversation: Conversation): ChatData {
  const existing = data.conversations.find((c) => c.id === conversation.id);
  const merged =
    existing && existing.chatMessages.length > conversation.chatMessages.length
      ? { ...conversation, chatMessages: mergeMessages(existing.chatMessages, conversation.chatMessages) }
      : conversation;
  return {
    ...data,
    conversations: withOnlineFlags(
      [merged, ...data.conversations.filter((c) => c.id !== conversation.id)],
      data.online,
    ),
  };
}

/** Stored messages in id order; messages still being sent (negative ids) stay last. */
function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  const order = (m: ChatMessage) => (m.id < 0 ? Number.MAX_SAFE_INTEGER + m.id : m.id);
  return [...byId.values()].sort((x, y) => order(x) - order(y));
}

/** Older messages loaded from the history page go before the ones shown. */
export function prependHistory(data: ChatData, conversationId: number, older: readonly ChatMessage[]): ChatData {
  return {
    ...data,
    conversations: data.conversations.map((c) =>
      c.id === conversationId ? { ...c, chatMessages: mergeMessages(older, c.chatMessages) } : c,
    ),
  };
}

/**
 * A pushed message: added to its conversation (moved first). Counted unseen unless it is mine or its conversation is
 * open and visible. `known` is false when the conversation is not loaded yet (the caller fetches it); `sound` when
 * the message is someone else's in a conversation that is not open.
 */
export function receiveMessage(
  data: ChatData,
  message: ChatMessage,
  visible: boolean,
): { data: ChatData; known: boolean; sound: boolean; seenNow: boolean } {
  const conversation = data.conversations.find((c) => c.id === message.conversationId);
  const mine = sameAccount(message.creator.account, data.me);
  const isOpen = visible && data.openId === message.conversationId;
  const sound = !mine && !isOpen;
  if (!conversation) return { data, known: false, sound, seenNow: false };
  if (conversation.chatMessages.some((m) => m.id === message.id))
    return { data, known: true, sound: false, seenNow: false };
  const counts = !mine && !isOpen;
  const stored = conversation.chatMessages.filter((m) => m.id > 0);
  const pending = conversation.chatMessages.filter((m) => m.id < 0);
  const updated: Conversation = {
    ...conversation,
    chatMessages: [...stored, message, ...pending],
    totalUnSeenChatMessages: conversation.totalUnSeenChatMessages + (counts ? 1 : 0),
  };
  return {
    data: { ...data, conversations: [updated, ...data.conversations.filter((c) => c.id !== conversation.id)] },
    known: true,
    sound,
    seenNow: !mine && isOpen,
  };
}

/** A message being sent shows at once with its loading flag; `settlePending` removes it when the hub answered. */
export function addPending(data: ChatData, message: ChatMessage): ChatData {
  return {
    ...data,
    conversations: data.conversations.map((c) =>
      c.id === message.conversationId ? { ...c, chatMessages: [...c.chatMessages, message] } : c,
    ),
  };
}

export function settlePending(data: ChatData, conversationId: number, pendingId: number): ChatData {
  return {
    ...data,
    conversations: data.conversations.map((c) =>
      c.id === conversationId ? { ...c, chatMessages: c.chatMessages.filter((m) => m.id !== pendingId) } : c,
    ),
  };
}

/** Opening a conversation zeroes its unseen count and takes it off the total. */
export function openConversation(data: ChatData, id: number | null): ChatData {
  if (id === null) return { ...data, openId: null };
  const conversation = data.conversations.find((c) => c.id === id);
  const unseen = conversation?.totalUnSeenChatMessages ?? 0;
  return {
    ...data,
    openId: id,
    totalUnseen: Math.max(0, data.totalUnseen - unseen),
    conversations: data.conversations.map((c) => (c.id === id ? { ...c, totalUnSeenChatMessages: 0 } : c)),
  };
}

/** Another participant saw my messages up to `messageId`: they show as viewed. */
export function applySeen(
  data: ChatData,
  seen: { conversationId: number; account: string; messageId: number },
): ChatData {
  return {
    ...data,
    conversations: data.conversations.map((c) =>
      c.id !== seen.conversationId
        ? c
        : {
            ...c,
            chatMessages: c.chatMessages.map((m) =>
              m.id <= seen.messageId && !m.viewed && !sameAccount(m.creator.account, seen.account)
                ? { ...m, viewed: true }
                : m,
            ),
          },
    ),
  };
}

export function isOnline(data: Pick<ChatData, 'online'>, account: string): boolean {
  return data.online.some((a) => sameAccount(a, account));
}

/** Spec §9: 'HH:mm D [thg] M, YYYY' in both languages. */
export function formatChatTime(iso: string): string {
  return dayjs(iso).format(CHAT_TIME_FORMAT);
}

/** Spec §4: the view follows new messages only when the reader is within 25 px of the bottom. */
export function isNearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_AUTOSCROLL_PX;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * A message as text with its web links: only http and https addresses become links (no javascript:, data: or other
 * schemes); everything else is plain text, rendered by React as text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    let href = match[0];
    // A sentence's closing punctuation is not part of the address.
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index ?? 0;
    let url: URL | null = null;
    try {
      url = new URL(href);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href: url.href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
