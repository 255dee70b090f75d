import type { ChatBotDocument } from '@hpl/shared/chat-bot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatBotKeys } from './keys';

/** `GET /api/ChatBot/taiLieu/danhSachTaiLieu?linhVuc=`: the knowledge base of one topic (Admin). */
export function fetchChatBotDocuments(linhVuc: number, signal?: AbortSignal): Promise<ChatBotDocument[]> {
  return api.get<ChatBotDocument[]>('/ChatBot/taiLieu/danhSachTaiLieu', { query: { linhVuc }, signal });
}

export const chatBotDocumentsQueryOptions = (linhVuc: number) =>
  queryOptions({
    queryKey: chatBotKeys.documents(linhVuc),
    queryFn: ({ signal }) => fetchChatBotDocuments(linhVuc, signal),
  });

export function useChatBotDocuments(linhVuc: number) {
  return useQuery(chatBotDocumentsQueryOptions(linhVuc));
}
