import type { ChatMessage, Conversation } from '@hpl/shared/chat/contract';
import { describe, expect, it } from 'vitest';
import {
  addPending,
  applySeen,
  type ChatData,
  emptyChat,
  formatChatTime,
  isNearBottom,
  openConversation,
  receiveMessage,
  setOnline,
  settlePending,
  splitLinks,
  upsertConversation,
} from './chat-logic';

const message = (id: number, account: string, conversationId = 1): ChatMessage => ({
  id,
  conversationId,
  content: `m${id}`,
  photo: null,
  file: null,
  fileName: null,
  creator: { conversationId, account, name: account, profilePicture: null },
  createdAt: '2026-11-25T08:05:00.000Z',
  loading: false,
  viewed: false,
});
const conversation = (id: number, other: string, unseen = 0): Conversation => ({
  id,
  title: other,
  participants: [
    {
      account: other,
      name: other,
      photo: null,
      isCreator: false,
      dateOfBirth: null,
      department: null,
      email: null,
      phoneNumber: null,
    },
  ],
  chatMessages: [],
  totalUnSeenChatMessages: unseen,
  online: false,
});
const base: ChatData = {
  ...emptyChat,
  me: 'admin',
  conversations: [conversation(1, 'giaovien', 2), conversation(2, 'gvcn', 1)],
  totalUnseen: 3,
};

describe('chat state', () => {
  it('counts a message from someone else in a closed conversation and rings', () => {
    const r = receiveMessage(base, message(10, 'gvcn', 2), true);
    expect(r).toMatchObject({ known: true, sound: true, seenNow: false });
    expect(r.data.conversations[0]!.id).toBe(2);
    expect(r.data.conversations[0]!.totalUnSeenChatMessages).toBe(2);
  });

  it('does not count or ring for my own message, nor for one in the open conversation (seen at once)', () => {
    expect(receiveMessage(base, message(11, 'admin', 1), true).sound).toBe(false);
    const open = openConversation(base, 1);
    const r = receiveMessage(open, message(12, 'giaovien', 1), true);
    expect(r).toMatchObject({ sound: false, seenNow: true });
    expect(r.data.conversations[0]!.totalUnSeenChatMessages).toBe(0);
    expect(receiveMessage(open, message(13, 'giaovien', 1), false).sound).toBe(true);
  });

  it('reports an unknown conversation so that the caller loads it', () => {
    expect(receiveMessage(base, message(14, 'x', 99), true).known).toBe(false);
  });

  it('opening a conversation zeroes its unseen count and subtracts it from the total', () => {
    const open = openConversation(base, 1);
    expect(open.totalUnseen).toBe(1);
    expect(open.conversations.find((c) => c.id === 1)!.totalUnSeenChatMessages).toBe(0);
  });

  it('marks my messages viewed up to what the other saw', () => {
    const withMessages = upsertConversation(base, {
      ...conversation(1, 'giaovien'),
      chatMessages: [message(1, 'admin'), message(2, 'admin'), message(3, 'admin')],
    });
    const seen = applySeen(withMessages, { conversationId: 1, account: 'giaovien', messageId: 2 });
    expect(seen.conversations[0]!.chatMessages.map((m) => m.viewed)).toEqual([true, true, false]);
  });

  it('shows a message being sent with its loading flag until the hub answers, before it in the list', () => {
    const pending = { ...message(-1, 'admin'), loading: true };
    const sending = addPending(base, pending);
    expect(sending.conversations[0]!.chatMessages).toEqual([pending]);
    const arrived = receiveMessage(sending, message(20, 'admin'), true).data;
    expect(arrived.conversations[0]!.chatMessages.map((m) => m.id)).toEqual([20, -1]);
    expect(settlePending(arrived, 1, -1).conversations[0]!.chatMessages.map((m) => m.id)).toEqual([20]);
  });

  it('follows presence on the conversations', () => {
    const on = setOnline(base, ['GiaoVien'], true);
    expect(on.conversations.find((c) => c.id === 1)!.online).toBe(true);
    expect(setOnline(on, ['giaovien'], false).conversations.find((c) => c.id === 1)!.online).toBe(false);
  });
});

describe('chat formatting', () => {
  it("writes times as 'HH:mm D [thg] M, YYYY'", () => {
    expect(formatChatTime('2026-03-05T14:07:00')).toBe('14:07 5 thg 3, 2026');
  });

  it('follows new messages only within 25 px of the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 575, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 574, clientHeight: 400 })).toBe(false);
  });

  it('links only http and https addresses, leaving the rest as text', () => {
    expect(splitLinks('see https://hpl.edu.vn/a?b=1, ok')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://hpl.edu.vn/a?b=1', href: 'https://hpl.edu.vn/a?b=1' },
      { kind: 'text', text: ', ok' },
    ]);
    for (const payload of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:x">y</a>',
    ]) {
      expect(splitLinks(payload).every((p) => p.kind === 'text')).toBe(true);
    }
    expect(splitLinks('http://x.y/"onmouseover="alert(1)')[0]).toMatchObject({ kind: 'link', href: 'http://x.y/' });
  });
});
