import type { ChatBotRequest, ChatBotResponse } from '@hpl/shared/chat-bot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * `POST /api/ChatBot/hoi` (spec §3, §7): `{ linhVuc, message, sub }` → `{ response, sources? }`. The server answers
 * with its own webhook timeout (15 s by default), so the client waits a little longer than that. Failures are shown
 * as the chatbot's own service-unavailable message, not as a toast.
 */
export function askChatBot(request: ChatBotRequest): Promise<ChatBotResponse> {
  return api.post<ChatBotResponse>('/ChatBot/hoi', request, { timeoutMs: 20_000, silent: true });
}

export function useAskChatBot() {
  return useMutation({ mutationFn: askChatBot });
}
