import type { ChatBotPassage } from '@hpl/shared/chat-bot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatBotKeys } from './keys';

/** `GET /api/ChatBot/taiLieu/{id}/danhSachDoan`: the passages a document was split into (Admin). */
export function fetchDocumentPassages(id: number, signal?: AbortSignal): Promise<ChatBotPassage[]> {
  return api.get<ChatBotPassage[]>(`/ChatBot/taiLieu/${id}/danhSachDoan`, { signal });
}

export const documentPassagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatBotKeys.passagesOf(id), queryFn: ({ signal }) => fetchDocumentPassages(id, signal) });

export function useDocumentPassages(id: number | null) {
  return useQuery({ ...documentPassagesQueryOptions(id ?? 0), enabled: id !== null });
}
