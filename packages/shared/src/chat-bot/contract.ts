import { z } from 'zod';
import type { AccessSubject } from '../auth';
import { zText } from '../input/primitives';
import './messages';
import { mayUseChatBot } from './roles';

export { CHATBOT_ROLES, mayUseChatBot } from './roles';

/**
 * The regulations chatbot (spec §3, §6, §7, §9): topics (`linhVuc`) 1 regulations and documents (GiaoVien),
 * 6 student handbook (HocSinh), 4 the school, HPL (everyone who may use the chatbot).
 */
export const CHATBOT_TOPICS = [1, 4, 6] as const;
export type ChatBotTopic = (typeof CHATBOT_TOPICS)[number];

/** Spec §9: the reply is revealed one character every 15 ms. */
export const CHATBOT_STREAM_MS_PER_CHAR = 15;
export const CHATBOT_MESSAGE_MAX = 1000;

/** Spec §6: the topics a user may ask about, in menu order. Topic 1 only for GiaoVien, 6 only for HocSinh. */
export function chatBotTopicsFor(user: AccessSubject): ChatBotTopic[] {
  if (!mayUseChatBot(user)) return [];
  const topics: ChatBotTopic[] = [];
  if (user.roles.includes('GiaoVien')) topics.push(1);
  topics.push(4);
  if (user.roles.includes('HocSinh')) topics.push(6);
  return topics;
}

export function mayUseTopic(user: AccessSubject, topic: number): boolean {
  return (chatBotTopicsFor(user) as number[]).includes(topic);
}

const zTopic = z.coerce
  .number({ message: 'chatBot.linhVuc.invalid' })
  .refine((n): n is ChatBotTopic => (CHATBOT_TOPICS as readonly number[]).includes(n), {
    message: 'chatBot.linhVuc.invalid',
  });

/**
 * Spec §3 request `{ linhVuc, message, sub }`. `sub` is accepted for compatibility with the spec's webhook body but
 * ignored: the server takes the subject from the session.
 */
export const zChatBotRequest = z.object({
  linhVuc: zTopic,
  message: zText({ message: 'chatBot.message.required' })
    .trim()
    .min(1, { message: 'chatBot.message.required' })
    .max(CHATBOT_MESSAGE_MAX, { message: 'chatBot.message.tooLong' }),
  sub: zText().max(200).optional(),
});
export type ChatBotRequest = z.infer<typeof zChatBotRequest>;

/** A passage an answer quotes: the link opens it (`GET /api/ChatBot/doan/{id}`). */
export const zChatBotSource = z.object({
  doanId: z.number().int(),
  taiLieuId: z.number().int(),
  /** The document's title. */
  taiLieu: z.string(),
  /** The article or section, e.g. "Chương II › Điều 5. Đi học đúng giờ"; empty for a document's opening text. */
  muc: z.string(),
});
export type ChatBotSource = z.infer<typeof zChatBotSource>;

/** Spec §3 response `{ response }`; `sources` when the built-in answerer quoted the school's documents. */
export const zChatBotResponse = z.object({
  response: z.string(),
  sources: z.array(zChatBotSource).optional(),
});
export type ChatBotResponse = z.infer<typeof zChatBotResponse>;

export const zChatBotPassage = z.object({
  id: z.number().int(),
  taiLieuId: z.number().int(),
  taiLieu: z.string(),
  linhVuc: z.number().int(),
  thuTu: z.number().int(),
  muc: z.string(),
  noiDung: z.string(),
});
export type ChatBotPassage = z.infer<typeof zChatBotPassage>;

export const CHATBOT_LANGUAGES = ['vi', 'en'] as const;

/** A knowledge-base document (Admin's management screen). */
export const zChatBotDocument = z.object({
  id: z.number().int(),
  linhVuc: z.number().int(),
  tieuDe: z.string(),
  ngonNgu: z.enum(CHATBOT_LANGUAGES),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
  soKyTu: z.number().int(),
  soDoan: z.number().int(),
  fileId: z.number().int(),
  updatedAt: z.string(),
});
export type ChatBotDocument = z.infer<typeof zChatBotDocument>;

export const zChatBotDocumentQuery = z.object({ linhVuc: zTopic.optional() });

/** Upload metadata travels in the query string; the file's bytes are the body (name in `X-File-Name`). */
export const zChatBotUploadQuery = z.object({
  linhVuc: zTopic,
  tieuDe: z.string().trim().max(200, { message: 'chatBot.tieuDe.tooLong' }).optional(),
  ngonNgu: z.enum(CHATBOT_LANGUAGES).optional(),
});
export const zChatBotReplaceQuery = zChatBotUploadQuery.omit({ linhVuc: true });

/** Per topic: whom to ask when the documents have no answer. */
export const zChatBotTopicSetting = z.object({
  linhVuc: z.number().int(),
  lienHeVi: z.string(),
  lienHeEn: z.string(),
});
export type ChatBotTopicSetting = z.infer<typeof zChatBotTopicSetting>;

export const zChatBotTopicSettingInput = z.object({
  lienHeVi: z.string().trim().max(500, { message: 'chatBot.lienHe.tooLong' }),
  lienHeEn: z.string().trim().max(500, { message: 'chatBot.lienHe.tooLong' }),
});
export const zChatBotTopicParams = z.object({ linhVuc: zTopic });
