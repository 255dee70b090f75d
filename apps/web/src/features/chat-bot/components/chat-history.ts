import type { ChatBotSource } from '@hpl/shared/chat-bot/contract';

/**
 * The chatbot history of spec §3, §4: kept in browser storage under one key, each message with `message`, `isHuman`,
 * `domainId` (the topic) and `timestamp`; cleared wholly or by topic. The signed-in username is stored with it so
 * that the next person on a shared computer does not see it.
 */
export const CHATBOT_STORAGE_KEY = 'chatbot';
/** Per topic: enough to scroll back through a conversation without filling the browser's storage. */
const KEEP_PER_TOPIC = 200;

export interface ChatBotMessage {
  message: string;
  isHuman: boolean;
  domainId: number;
  timestamp: number;
  /** Cited passages of a bot answer. */
  sources?: ChatBotSource[];
}

function isMessage(value: unknown): value is ChatBotMessage {
  const m = value as ChatBotMessage;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.message === 'string' &&
    typeof m.isHuman === 'boolean' &&
    typeof m.domainId === 'number' &&
    typeof m.timestamp === 'number'
  );
}

/** The stored history of this user; anything unreadable is ignored (spec §8). */
export function loadHistory(owner: string, storage: Storage = localStorage): ChatBotMessage[] {
  try {
    const stored = JSON.parse(storage.getItem(CHATBOT_STORAGE_KEY) ?? 'null') as {
      owner?: unknown;
      messages?: unknown;
    } | null;
    if (!stored || stored.owner !== owner || !Array.isArray(stored.messages)) return [];
    return stored.messages.filter(isMessage);
  } catch {
    return [];
  }
}

export function saveHistory(owner: string, messages: readonly ChatBotMessage[], storage: Storage = localStorage): void {
  const kept = messages.filter(
    (m, i) => messages.slice(i + 1).filter((later) => later.domainId === m.domainId).length < KEEP_PER_TOPIC,
  );
  try {
    storage.setItem(CHATBOT_STORAGE_KEY, JSON.stringify({ owner, messages: kept }));
  } catch {
    // Storage full or disabled: the conversation still works for this visit.
  }
}

/** Clears one topic, or every topic when `topic` is null. */
export function clearHistory(messages: readonly ChatBotMessage[], topic: number | null): ChatBotMessage[] {
  return topic === null ? [] : messages.filter((m) => m.domainId !== topic);
}
