import type { ChatBotDocument, ChatBotPassage } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isFinished, type Job, type JobKind, type JobRunner } from '../../lib/jobs';
import { discardBlobIfUnused, readBlob, recordFile, storeBlob } from '../../lib/uploads';
import * as repository from './chat-bot.repository';
import { checkDocxParts } from './document-checks';
import { extractInWorker } from './extract-in-worker';
import { splitPassages } from './passages';
import { invalidateTermStatistics } from './term-statistics-cache';
import { DOCUMENT_MIME, type DocumentKind, sniffDocumentKind } from './text-extraction';

/**
 * The knowledge base's documents: list, upload, replace, delete. An upload is checked on the request thread only as
 * far as its size, its kind and (DOCX) its zip's central directory; its bytes are stored, and the indexing — text
 * extraction in a worker under limits, passages, the document row — runs as a job (`chat-bot.index-document`), whose
 * outcome the request waits for and answers (the refusals as 400/413 in the user's language).
 */

/** `files.purpose` of knowledge-base documents: Admin downloads the originals. */
export const CHATBOT_DOCUMENT_PURPOSE = 'chat-bot-document';
export const CHATBOT_DOCUMENT_MAX_MB = 20;
export const CHATBOT_DOCUMENT_MAX_BYTES = CHATBOT_DOCUMENT_MAX_MB * 1024 * 1024;
export const INDEX_DOCUMENT = 'chat-bot.index-document';
/** How long an upload waits for its indexing (queued behind others included) before it gives up (503). */
const WAIT_FOR_INDEXING_MS = 5 * 60_000;

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

/** What the request thread checks before storing the bytes: size, kind from the bytes, a DOCX's declared parts. */
export async function checkUpload(upload: UploadedDocument): Promise<DocumentKind> {
  if (upload.buffer.length === 0) throw badRequest('chatBot.document.empty');
  if (upload.buffer.length > CHATBOT_DOCUMENT_MAX_BYTES)
    throw new AppError(413, 'chatBot.document.tooLarge', { max: CHATBOT_DOCUMENT_MAX_MB });
  const kind = sniffDocumentKind(upload.buffer, upload.fileName);
  if (!kind) throw badRequest('chatBot.document.type');
  if (kind === 'docx') await checkDocxParts(upload.buffer, upload.fileName);
  return kind;
}

/** Splits extracted text into passages and names the document; no passage is the user's 400. */
export function prepareText(
  extracted: { text: string; format: 'markdown' | 'text' },
  upload: Pick<UploadedDocument, 'fileName' | 'tieuDe' | 'ngonNgu'>,
) {
  const { text, format } = extracted;
  const passages = splitPassages(text, format);
  if (passages.length === 0) throw badRequest('chatBot.document.noText', { name: upload.fileName });
  const firstHeading = format === 'markdown' ? /^#\s+(.+)$/m.exec(text)?.[1]?.trim() : undefined;
  return {
    passages,
    soKyTu: text.length,
    tieuDe: (upload.tieuDe || firstHeading || titleFromName(upload.fileName)).slice(0, 200),
    ngonNgu: upload.ngonNgu ?? languageOf(text),
  };
}

interface IndexPayload {
  sha256: string;
  size: number;
  kind: DocumentKind;
  fileName: string;
  linhVuc: number;
  tieuDe?: string;
  ngonNgu?: 'vi' | 'en';
  /** The document whose file is replaced (absent: a new document). */
  documentId?: number;
  actor: Actor;
}

/** The indexing job: extraction in its worker, then the file record, the document and its passages in one transaction. */
export function indexDocumentKind(uploadDir: string): JobKind<IndexPayload, { documentId: number }> {
  return {
    kind: INDEX_DOCUMENT,
    // One extraction per instance at a time: a bomb waits its turn instead of running beside others.
    concurrency: 1,
    async run({ payload, db, signal }) {
      try {
        const buffer = await readBlob(uploadDir, payload.sha256);
        const extracted = await extractInWorker(buffer, payload.kind, payload.fileName, { signal });
        return { documentId: await storeIndexed(db, payload, extracted) };
      } catch (error) {
        await discardBlobIfUnused(db, uploadDir, payload.sha256);
        throw error;
      }
    },
  };
}

async function storeIndexed(db: Db, payload: IndexPayload, extracted: { text: string; format: 'markdown' | 'text' }) {
  const mimeType = DOCUMENT_MIME[payload.kind];
  const tenTep = payload.fileName.slice(0, 255);
  const id = await db.transaction(async (tx) => {
    const existing = payload.documentId ? await repository.findDocument(tx as Db, payload.documentId) : undefined;
    if (payload.documentId && !existing) throw notFound();
    const prepared = prepareText(extracted, {
      fileName: payload.fileName,
      tieuDe: payload.tieuDe || existing?.tieuDe,
      ngonNgu: payload.ngonNgu ?? (existing ? (existing.ngonNgu === 'en' ? 'en' : 'vi') : undefined),
    });
    const fileId = await recordFile(tx, {
      sha256: payload.sha256,
      size: payload.size,
      mimeType,
      originalName: payload.fileName,
      purpose: CHATBOT_DOCUMENT_PURPOSE,
      ownerAccountId: payload.actor.accountId,
    });
    const values = {
      tieuDe: prepared.tieuDe,
      ngonNgu: prepared.ngonNgu,
      fileId,
      tenTep,
      mimeType,
      kichThuoc: payload.size,
      soKyTu: prepared.soKyTu,
    };
    const soDoan = prepared.passages.length;
    if (existing) {
      await repository.replaceDocument(tx, existing.id, values, existing.linhVuc, prepared.passages);
      await audit(tx, payload.actor, {
        action: 'update',
        entity: 'ChatBotTaiLieu',
        entityId: existing.id,
        before: { tieuDe: existing.tieuDe, tenTep: existing.tenTep, soDoan: existing.soDoan },
        after: { tieuDe: prepared.tieuDe, tenTep: payload.fileName, soDoan },
      });
      return existing.id;
    }
    const documentId = await repository.insertDocument(tx, { ...values, linhVuc: payload.linhVuc }, prepared.passages);
    await audit(tx, payload.actor, {
      action: 'create',
      entity: 'ChatBotTaiLieu',
      entityId: documentId,
      after: { linhVuc: payload.linhVuc, tieuDe: prepared.tieuDe, tenTep: payload.fileName, soDoan },
    });
    return documentId;
  });
  invalidateTermStatistics(db);
  return id;
}

const ANSWERABLE = new Set([400, 404, 409, 413, 429, 503]);

/** The indexing's outcome as the upload's answer: the document, or the job's refusal with its status. */
async function indexed(db: Db, jobs: JobRunner, job: Job): Promise<ChatBotDocument> {
  const done = await jobs.waitFor<IndexPayload, { documentId: number }>(job.id, { timeoutMs: WAIT_FOR_INDEXING_MS });
  if (!isFinished(done.state)) {
    await jobs.cancel(job.id);
    throw new AppError(503, 'chatBot.document.busy');
  }
  if (done.state === 'succeeded' && done.result)
    return presentDocument((await repository.findDocument(db, done.result.documentId))!);
  if (done.state === 'cancelled') throw new AppError(503, 'chatBot.document.busy');
  const status = done.error?.status ?? 500;
  if (!done.error || !ANSWERABLE.has(status)) throw new Error(`chat-bot indexing failed: ${done.error?.key}`);
  throw new AppError(status as 400, done.error.key, done.error.params);
}

export interface DocumentContext {
  db: Db;
  jobs: JobRunner;
  uploadDir: string;
}

async function enqueueIndexing(
  ctx: DocumentContext,
  caller: Caller,
  payload: Omit<IndexPayload, 'sha256' | 'size' | 'kind' | 'actor'> & { upload: UploadedDocument },
) {
  const { upload, ...rest } = payload;
  const kind = await checkUpload(upload);
  const sha256 = await storeBlob(ctx.uploadDir, upload.buffer);
  const actor: Actor = { accountId: caller.accountId, requestId: caller.requestId };
  const { job } = await ctx.jobs.enqueue<IndexPayload>(INDEX_DOCUMENT, {
    payload: { ...rest, sha256, size: upload.buffer.length, kind, actor },
    ownerAccountId: caller.accountId,
  });
  return indexed(ctx.db, ctx.jobs, job);
}

export function addDocument(ctx: DocumentContext, caller: Caller, linhVuc: number, upload: UploadedDocument) {
  return enqueueIndexing(ctx, caller, {
    upload,
    fileName: upload.fileName,
    linhVuc,
    tieuDe: upload.tieuDe,
    ngonNgu: upload.ngonNgu,
  });
}

export async function replaceDocument(ctx: DocumentContext, caller: Caller, id: number, upload: UploadedDocument) {
  const existing = await repository.findDocument(ctx.db, id);
  if (!existing) throw notFound();
  return enqueueIndexing(ctx, caller, {
    upload,
    fileName: upload.fileName,
    linhVuc: existing.linhVuc,
    tieuDe: upload.tieuDe,
    ngonNgu: upload.ngonNgu,
    documentId: id,
  });
}

/**
 * Indexes a document at once, without a job (the demo school's seeding, tests): the same checks, extraction and
 * storing as an upload. `documentId` replaces that document's file.
 */
export async function indexDocumentNow(
  db: Db,
  uploadDir: string,
  actor: Actor,
  target: { linhVuc: number; documentId?: number },
  upload: UploadedDocument,
): Promise<ChatBotDocument> {
  const kind = await checkUpload(upload);
  const sha256 = await storeBlob(uploadDir, upload.buffer);
  const extracted = await extractInWorker(upload.buffer, kind, upload.fileName);
  const payload: IndexPayload = {
    sha256,
    size: upload.buffer.length,
    kind,
    fileName: upload.fileName,
    linhVuc: target.linhVuc,
    tieuDe: upload.tieuDe,
    ngonNgu: upload.ngonNgu,
    documentId: target.documentId,
    actor,
  };
  return presentDocument((await repository.findDocument(db, await storeIndexed(db, payload, extracted)))!);
}

export async function deleteDocument(db: Db, caller: Caller, id: number): Promise<void> {
  const existing = await repository.findDocument(db, id);
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    await repository.deleteDocument(tx, id);
    await audit(tx, caller, {
      action: 'delete',
      entity: 'ChatBotTaiLieu',
      entityId: id,
      before: { linhVuc: existing.linhVuc, tieuDe: existing.tieuDe, tenTep: existing.tenTep },
    });
  });
  invalidateTermStatistics(db);
}
