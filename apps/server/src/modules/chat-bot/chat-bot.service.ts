import type {
  ChatBotDocument,
  ChatBotPassage,
  ChatBotRequest,
  ChatBotResponse,
  ChatBotTopicSetting,
  Lang,
} from '@hpl/shared';
import { CHATBOT_TOPICS } from '@hpl/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { subjectOf } from '../auth';
import { composeAnswer, DEFAULT_CONTACTS, notFoundAnswer, questionLanguage, sourceOf } from './answer';
import { assertTopic, readableTopics } from './chat-bot.policy';
import * as repository from './chat-bot.repository';
import { generateAnswer } from './llm';
import { splitPassages } from './passages';
import { analyseQuery } from './query-terms';
import { retrievePassages } from './retrieval';
import { invalidateTermStatistics } from './term-statistics-cache';
import { DOCUMENT_MIME, extractText, sniffDocumentKind } from './text-extraction';
import { askWebhook } from './webhook';

/** The regulations chatbot: answering (webhook, or the built-in answerer over the knowledge base) and its documents. */

/** `files.purpose` of knowledge-base documents: Admin downloads the originals. */
export const CHATBOT_DOCUMENT_PURPOSE = 'chat-bot-document';
export const CHATBOT_DOCUMENT_MAX_MB = 20;
export const CHATBOT_DOCUMENT_MAX_BYTES = CHATBOT_DOCUMENT_MAX_MB * 1024 * 1024;

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

function presentDocument(row: NonNullable<Awaited<ReturnType<typeof repository.findDocument>>>): ChatBotDocument {
  return { ...row, ngonNgu: row.ngonNgu === 'en' ? 'en' : 'vi', updatedAt: row.updatedAt.toISOString() };
}

export async function listDocuments(db: Db, linhVuc?: number): Promise<ChatBotDocument[]> {
  return (await repository.listDocuments(db, linhVuc)).map(presentDocument);
}

export async function listPassagesOf(db: Db, id: number): Promise<ChatBotPassage[]> {
  if (!(await repository.findDocument(db, id))) throw notFound();
  return repository.listPassagesOf(db, id);
}

export interface UploadedDocument {
  buffer: Buffer;
  fileName: string;
  tieuDe?: string;
  ngonNgu?: 'vi' | 'en';
}

/** A title from the file name: "noi-quy_2026.docx" → "noi quy 2026". */
function titleFromName(fileName: string): string {
  return (
    fileName
      .replace(/\.[a-z0-9]{1,8}$/i, '')
      .replace(/[_-]+/g, ' ')
      .trim() || fileName
  );
}

/** Guesses the document's language from its letters: Vietnamese text is full of letters English never uses. */
function languageOf(text: string): 'vi' | 'en' {
  const sample = text.slice(0, 20_000);
  const vietnamese = sample.match(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu)?.length ?? 0;
  return vietnamese > sample.length / 200 ? 'vi' : 'en';
}

/** Reads, checks and splits an upload; everything the user can get wrong is a 400 before anything is stored. */
export async function prepareDocument(upload: UploadedDocument) {
  if (upload.buffer.length === 0) throw badRequest('chatBot.document.empty');
  if (upload.buffer.length > CHATBOT_DOCUMENT_MAX_BYTES) {
    throw badRequest('chatBot.document.tooLarge', { max: CHATBOT_DOCUMENT_MAX_MB });
  }
  const kind = sniffDocumentKind(upload.buffer, upload.fileName);
  if (!kind) throw badRequest('chatBot.document.type');
  const { text, format } = await extractText(upload.buffer, kind, upload.fileName);
  const passages = splitPassages(text, format);
  if (passages.length === 0) throw badRequest('chatBot.document.noText', { name: upload.fileName });
  const firstHeading = format === 'markdown' ? /^#\s+(.+)$/m.exec(text)?.[1]?.trim() : undefined;
  return {
    kind,
    mimeType: DOCUMENT_MIME[kind],
    passages,
    soKyTu: text.length,
    tieuDe: (upload.tieuDe || firstHeading || titleFromName(upload.fileName)).slice(0, 200),
    ngonNgu: upload.ngonNgu ?? languageOf(text),
  };
}

export async function addDocument(
  db: Db,
  uploadDir: string,
  actor: Actor,
  linhVuc: number,
  upload: UploadedDocument,
): Promise<ChatBotDocument> {
  const prepared = await prepareDocument(upload);
  const id = await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType: prepared.mimeType,
      originalName: upload.fileName,
      purpose: CHATBOT_DOCUMENT_PURPOSE,
      ownerAccountId: actor.accountId,
    });
    const documentId = await repository.insertDocument(
      tx,
      {
        linhVuc,
        tieuDe: prepared.tieuDe,
        ngonNgu: prepared.ngonNgu,
        fileId,
        tenTep: upload.fileName.slice(0, 255),
        mimeType: prepared.mimeType,
        kichThuoc: upload.buffer.length,
        soKyTu: prepared.soKyTu,
      },
      prepared.passages,
    );
    await audit(tx, actor, {
      action: 'create',
      entity: 'ChatBotTaiLieu',
      entityId: documentId,
      after: { linhVuc, tieuDe: prepared.tieuDe, tenTep: upload.fileName, soDoan: prepared.passages.length },
    });
    return documentId;
  });
  invalidateTermStatistics(db);
  return presentDocument((await repository.findDocument(db, id))!);
}

export async function replaceDocument(
  db: Db,
  uploadDir: string,
  actor: Actor,
  id: number,
  upload: UploadedDocument,
): Promise<ChatBotDocument> {
  const existing = await repository.findDocument(db, id);
  if (!existing) throw notFound();
  const prepared = await prepareDocument({
    ...upload,
    tieuDe: upload.tieuDe || existing.tieuDe,
    ngonNgu: upload.ngonNgu ?? (existing.ngonNgu === 'en' ? 'en' : 'vi'),
  });
  await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType: prepared.mimeType,
      originalName: upload.fileName,
      purpose: CHATBOT_DOCUMENT_PURPOSE,
      ownerAccountId: actor.accountId,
    });
    await repository.replaceDocument(
      tx,
      id,
      {
        tieuDe: prepared.tieuDe,
        ngonNgu: prepared.ngonNgu,
        fileId,
        tenTep: upload.fileName.slice(0, 255),
        mimeType: prepared.mimeType,
        kichThuoc: upload.buffer.length,
        soKyTu: prepared.soKyTu,
      },
      existing.linhVuc,
      prepared.passages,
    );
    await audit(tx, actor, {
      action: 'update',
      entity: 'ChatBotTaiLieu',
      entityId: id,
      before: { tieuDe: existing.tieuDe, tenTep: existing.tenTep, soDoan: existing.soDoan },
      after: { tieuDe: prepared.tieuDe, tenTep: upload.fileName, soDoan: prepared.passages.length },
    });
  });
  invalidateTermStatistics(db);
  return presentDocument((await repository.findDocument(db, id))!);
}

export async function deleteDocument(db: Db, actor: Actor, id: number): Promise<void> {
  const existing = await repository.findDocument(db, id);
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    await repository.deleteDocument(tx, id);
    await audit(tx, actor, {
      action: 'delete',
      entity: 'ChatBotTaiLieu',
      entityId: id,
      before: { linhVuc: existing.linhVuc, tieuDe: existing.tieuDe, tenTep: existing.tenTep },
    });
  });
  invalidateTermStatistics(db);
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
  actor: Actor,
  linhVuc: number,
  input: { lienHeVi: string; lienHeEn: string },
): Promise<ChatBotTopicSetting> {
  await db.transaction(async (tx) => {
    await repository.upsertTopicSetting(tx, linhVuc, input.lienHeVi, input.lienHeEn);
    await audit(tx, actor, { action: 'update', entity: 'ChatBotLinhVuc', entityId: linhVuc, after: input });
  });
  return (await listTopicSettings(db)).find((s) => s.linhVuc === linhVuc)!;
}
