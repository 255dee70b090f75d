import type { ChatUpload } from '@hpl/shared/chat/contract';
import { api } from '../../../lib/api';

/** `POST /api/Chat/tepDinhKem`: stores an image or PDF; the message then names it by id. */
export function uploadChatAttachment(file: File): Promise<ChatUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ChatUpload>('/Chat/tepDinhKem', form);
}
