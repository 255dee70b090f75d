import type { ChatBotPassage, ChatBotRequest, ChatBotResponse, ChatBotTopicSetting, Lang } from '@hpl/shared';
import { CHATBOT_TOPICS } from '@hpl/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { subjectOf } from '../auth';
import { composeAnswer, DEFAULT_CONTACTS, notFoundAnswer, questionLanguage, sourceOf } from './answer';
import { assertTopic, readableTopics } from './chat-bot.policy';
import * as repository from './chat-bot.repository';
import { generateAnswer } from './llm';
import { analyseQuery } from './query-terms';
import { retrievePassages } from './retrieval';
import { askWebhook } from './webhook';

/** The regulations chatbot: answering (webhook, or the built-in answerer over the knowledge base) and topic settings. */

export type ChatBotSettings = Config['chatbot'];

/**
 * Spec §3, §7: the topic is checked against the user's roles, `sub` is the session's subject (never the client's),
 * then the external webhook answers when configured, otherwise the built-in answerer.
 */
export async function ask(
  db: Db,
  settings: ChatBotSettings,
  user: SessionUser,
  request: ChatBotRequest,
  lang: Lang,
): Promise<ChatBotResponse> {
  assertTopic(user, request.linhVuc);
  if (settings.webhookUrl) {
    const sub = await subjectOf(db, user.accountId);
    const response = await askWebhook(
      settings.webhookUrl,
      { linhVuc: request.linhVuc, message: request.message, sub },
      settings.timeoutMs,
    );
    return { response };
  }
  return answerFromDocuments(db, settings, request.linhVuc, request.message, lang);
}

/** The built-in answerer: quotes the passages of the one topic asked about (a student never reaches topic 1). */
export async function answerFromDocuments(
  db: Db,
  settings: ChatBotSettings,
  topic: number,
  question: string,
  lang: Lang,
): Promise<ChatBotResponse> {
  const { normalizedQuestion, passages } = await retrievePassages(db, [topic], question);
  if (passages.length === 0) {
    const answerLang = questionLanguage(question, lang);
    const contact = await contactOf(db, topic, answerLang);
    return { response: notFoundAnswer(answerLang, contact), sources: [] };
  }
  const sources = passages.map(sourceOf);
  if (settings.llmUrl) {
    const generated = await generateAnswer(
      { url: settings.llmUrl, model: settings.llmModel, apiKey: settings.llmApiKey, timeoutMs: settings.timeoutMs },
      question,
      passages,
      passages[0]!.ngonNgu === 'en' ? 'en' : 'vi',
    );
    if (generated) return { response: generated, sources };
  }
  const terms = analyseQuery(normalizedQuestion).terms.map((t) => t.text);
  return { response: composeAnswer(passages, terms), sources };
}

async function contactOf(db: Db, topic: number, lang: Lang): Promise<string> {
  const setting = await repository.findTopicSetting(db, topic);
  const configured = lang === 'en' ? setting?.lienHeEn : setting?.lienHeVi;
  return configured || (DEFAULT_CONTACTS[topic] ?? DEFAULT_CONTACTS[4]!)[lang];
}

/** A cited passage, for the source links of an answer; outside the user's topics it does not exist (404). */
export async function getPassage(db: Db, user: SessionUser, id: number): Promise<ChatBotPassage> {
  const passage = await repository.findPassage(db, id);
  if (!passage || !readableTopics(user).includes(passage.linhVuc)) throw notFound();
  return passage;
}

export async function listTopicSettings(db: Db): Promise<ChatBotTopicSetting[]> {
  const rows = await repository.listTopicSettings(db);
  return CHATBOT_TOPICS.map((linhVuc) => {
    const row = rows.find((r) => r.linhVuc === linhVuc);
    return {
      linhVuc,
      lienHeVi: row?.lienHeVi || DEFAULT_CONTACTS[linhVuc]!.vi,
      lienHeEn: row?.lienHeEn || DEFAULT_CONTACTS[linhVuc]!.en,
    };
  });
}

export async function setTopicSetting(
  db: Db,
  caller: Caller,
  linhVuc: number,
  input: { lienHeVi: string; lienHeEn: string },
): Promise<ChatBotTopicSetting> {
  await db.transaction(async (tx) => {
    await repository.upsertTopicSetting(tx, linhVuc, input.lienHeVi, input.lienHeEn);
    await audit(tx, caller, { action: 'update', entity: 'ChatBotLinhVuc', entityId: linhVuc, after: input });
  });
  return (await listTopicSettings(db)).find((s) => s.linhVuc === linhVuc)!;
}
