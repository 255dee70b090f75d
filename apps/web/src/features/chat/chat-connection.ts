import { CHAT_HUB_PATH, CHAT_INVOCATIONS, CHAT_PUSHES, CHAT_RETRY_MS } from '@hpl/shared/chat/constants';
import type { ChatAck, ChatMessage, ChatParticipant, ChatProfile, Conversation } from '@hpl/shared/chat/contract';
import { io, type Socket } from 'socket.io-client';
import { fetchConversation } from './api/list-chat-history';
import {
  applySeen,
  openConversation,
  receiveMessage,
  setOnline,
  setOnlineAdmin,
  upsertConversation,
} from './chat-logic';
import { useChatStore } from './chat-store';

let socket: Socket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const notificationListeners = new Set<() => void>();

/** Called when the hub says the signed-in user has new notifications (the notifications list refetches). */
export function onChatNotification(listener: () => void): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

/** A short two-tone chime through Web Audio: no sound file to load, nothing when the browser has no audio. */
function playChime() {
  useChatStore.getState().ring();
  try {
    const AudioContextClass =
      window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.05;
    gain.connect(context.destination);
    [880, 660].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + i * 0.12);
      oscillator.stop(context.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void context.close().catch(() => {}), 600);
  } catch {
    // Autoplay refused before the first click: the badge still counts.
  }
}

/**
 * Invokes a hub method. Spec §8: invocation errors are swallowed (the answer is null); the interface stays as it was.
 */
export async function invokeChat<T>(name: string, payload: unknown): Promise<T | null> {
  if (!socket?.connected) return null;
  try {
    const answer = (await socket.timeout(10_000).emitWithAck(name, payload)) as ChatAck<T>;
    return answer.succeeded ? answer.data : null;
  } catch {
    return null;
  }
}

export function markSeen(message: ChatMessage | undefined) {
  if (message) void invokeChat<number>(CHAT_INVOCATIONS.markSeen, message.id);
}

/** Opens a conversation in the drawer: its unseen count goes to zero at once, and the server is told. */
export function showConversation(id: number | null) {
  const store = useChatStore.getState();
  const before = store.data.conversations.find((c) => c.id === id);
  store.update((data) => openConversation(data, id));
  if (before && before.totalUnSeenChatMessages > 0) markSeen(before.chatMessages.at(-1));
}

function wire(s: Socket) {
  const { update, setStatus } = useChatStore.getState();
  s.on('connect', () => setStatus('connected'));
  s.on('disconnect', (reason) => {
    setStatus('reconnecting');
    // The server closed us (shutdown of an instance, session ended): Socket.IO does not retry that by itself.
    if (reason === 'io server disconnect') scheduleRetry();
  });
  s.on('connect_error', () => {
    setStatus(useChatStore.getState().status === 'connected' ? 'reconnecting' : useChatStore.getState().status);
    if (!s.active) scheduleRetry();
  });
  s.on(CHAT_PUSHES.conversations, (list: Conversation[]) =>
    update((data) => {
      let next = { ...data, conversations: [] as Conversation[] };
      for (const c of [...list].reverse()) next = upsertConversation(next, c);
      return next;
    }),
  );
  s.on(CHAT_PUSHES.contacts, (contacts: ChatParticipant[]) => update((data) => ({ ...data, contacts })));
  s.on(CHAT_PUSHES.supporterContacts, (supporters: ChatParticipant[]) => update((data) => ({ ...data, supporters })));
  s.on(CHAT_PUSHES.totalUnseen, (total: number) => {
    const { data } = useChatStore.getState();
    const open = data.conversations.find((c) => c.id === data.openId);
    // The open conversation's messages are being read: do not count them back.
    update((d) => ({ ...d, totalUnseen: Math.max(0, total - (open?.totalUnSeenChatMessages ?? 0)) }));
  });
  s.on(CHAT_PUSHES.usersOnline, (accounts: string[]) => update((data) => setOnline(data, accounts, true)));
  s.on(CHAT_PUSHES.usersOnlineAdmin, (profiles: ChatProfile[]) =>
    update((data) => ({ ...data, onlineAdmin: profiles })),
  );
  s.on(CHAT_PUSHES.userOnline, (profile: ChatProfile) =>
    update((data) => setOnlineAdmin(setOnline(data, [profile.account], true), profile, true)),
  );
  s.on(CHAT_PUSHES.userOffline, (profile: ChatProfile) =>
    update((data) => setOnlineAdmin(setOnline(data, [profile.account], false), profile, false)),
  );
  s.on(CHAT_PUSHES.addOrOpen, (conversation: Conversation) => {
    update((data) => upsertConversation(data, conversation));
    showConversation(conversation.id);
  });
  s.on(CHAT_PUSHES.seen, (seen: { conversationId: number; account: string; messageId: number }) =>
    update((data) => applySeen(data, seen)),
  );
  s.on(CHAT_PUSHES.newMessage, async (message: ChatMessage) => {
    const state = useChatStore.getState();
    const result = receiveMessage(state.data, message, state.drawerOpen && document.visibilityState !== 'hidden');
    if (result.sound) playChime();
    if (result.known) {
      state.update(() => result.data);
      if (result.seenNow) markSeen(message);
      return;
    }
    const conversation = await fetchConversation(message.conversationId).catch(() => null);
    if (conversation) useChatStore.getState().update((data) => upsertConversation(data, conversation));
  });
  s.on(CHAT_PUSHES.notification, () => {
    for (const listener of notificationListeners) listener();
  });
}

function scheduleRetry() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket && !socket.connected) socket.connect();
  }, CHAT_RETRY_MS);
}

/** Connects to the hub (once per page); spec §4/§9: connecting → connected, retry every 3 s, reconnect on. */
export function connectChat(me: string) {
  if (socket) return;
  useChatStore.getState().reset(me);
  useChatStore.getState().setStatus('connecting');
  socket = io({
    path: CHAT_HUB_PATH,
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: CHAT_RETRY_MS,
    reconnectionDelayMax: CHAT_RETRY_MS,
    randomizationFactor: 0,
    withCredentials: true,
  });
  wire(socket);
}

export function disconnectChat() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  socket?.disconnect();
  socket = null;
  useChatStore.getState().reset(null);
}
