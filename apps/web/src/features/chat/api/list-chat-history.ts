import type { ChatHistoryPage, Conversation } from '@hpl/shared/chat/contract';
import { api } from '../../../lib/api';

/** `GET /api/Chat/hoiThoai/{id}/tinNhan`: the page of messages older than `beforeId` (silent: the view retries). */
export function fetchChatHistory(conversationId: number, beforeId?: number): Promise<ChatHistoryPage> {
  return api.get<ChatHistoryPage>(`/Chat/hoiThoai/${conversationId}/tinNhan`, {
    query: beforeId ? { beforeId } : {},
    silent: true,
  });
}

/** `GET /api/Chat/hoiThoai/{id}`: a conversation pushed to us before we knew it (someone wrote first). */
export function fetchConversation(conversationId: number): Promise<Conversation> {
  return api.get<Conversation>(`/Chat/hoiThoai/${conversationId}`, { silent: true });
}
