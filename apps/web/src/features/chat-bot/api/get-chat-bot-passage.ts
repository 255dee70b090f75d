import type { ChatBotPassage } from '@hpl/shared/chat-bot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatBotKeys } from './keys';

/** `GET /api/ChatBot/doan/{id}`: a passage an answer cites (404 outside the user's topics). */
export function fetchChatBotPassage(id: number, signal?: AbortSignal): Promise<ChatBotPassage> {
  return api.get<ChatBotPassage>(`/ChatBot/doan/${id}`, { signal });
}

export const chatBotPassageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatBotKeys.passage(id),
    queryFn: ({ signal }) => fetchChatBotPassage(id, signal),
    staleTime: 5 * 60_000,
  });

export function useChatBotPassage(id: number | null) {
  return useQuery({ ...chatBotPassageQueryOptions(id ?? 0), enabled: id !== null });
}
