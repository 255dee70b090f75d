import type { ChatBotTopicSetting } from '@hpl/shared/chat-bot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatBotKeys } from './keys';

/** `GET /api/ChatBot/linhVuc/caiDat`: whom the answer suggests asking, per topic (Admin). */
export function fetchTopicSettings(signal?: AbortSignal): Promise<ChatBotTopicSetting[]> {
  return api.get<ChatBotTopicSetting[]>('/ChatBot/linhVuc/caiDat', { signal });
}

export const topicSettingsQueryOptions = () =>
  queryOptions({ queryKey: chatBotKeys.settings(), queryFn: ({ signal }) => fetchTopicSettings(signal) });

export function useTopicSettings() {
  return useQuery(topicSettingsQueryOptions());
}

/** `PUT /api/ChatBot/linhVuc/{linhVuc}/caiDat`. */
export function useSaveTopicSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ linhVuc, ...body }: ChatBotTopicSetting) =>
      api.put<ChatBotTopicSetting>(`/ChatBot/linhVuc/${linhVuc}/caiDat`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: chatBotKeys.settings() }),
  });
}
