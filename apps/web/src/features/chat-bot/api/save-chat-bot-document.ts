import type { ChatBotDocument } from '@hpl/shared/chat-bot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatBotKeys } from './keys';

/** The file's bytes as the body, its name in `X-File-Name` (the server decides the kind from the bytes). */
function fileBody(file: File) {
  return {
    body: new Blob([file], { type: 'application/octet-stream' }),
    headers: { 'X-File-Name': encodeURIComponent(file.name) },
    timeoutMs: 120_000,
  };
}

/** `POST /api/ChatBot/taiLieu?linhVuc=`: adds a document (PDF, DOCX, Markdown, text) to a topic. */
export function uploadChatBotDocument(linhVuc: number, file: File): Promise<ChatBotDocument> {
  const { body, ...options } = fileBody(file);
  return api.post<ChatBotDocument>('/ChatBot/taiLieu', body, { ...options, query: { linhVuc } });
}

/** `PUT /api/ChatBot/taiLieu/{id}/tep`: replaces a document's file; its passages are rebuilt. */
export function replaceChatBotDocument(id: number, file: File): Promise<ChatBotDocument> {
  const { body, ...options } = fileBody(file);
  return api.put<ChatBotDocument>(`/ChatBot/taiLieu/${id}/tep`, body, options);
}

/** `DELETE /api/ChatBot/taiLieu/{id}`. */
export function deleteChatBotDocument(id: number): Promise<null> {
  return api.delete<null>(`/ChatBot/taiLieu/${id}`);
}

export function useSaveChatBotDocument() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: chatBotKeys.all });
  return {
    upload: useMutation({
      mutationFn: ({ linhVuc, file }: { linhVuc: number; file: File }) => uploadChatBotDocument(linhVuc, file),
      onSuccess: invalidate,
    }),
    replace: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => replaceChatBotDocument(id, file),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: deleteChatBotDocument, onSuccess: invalidate }),
  };
}
