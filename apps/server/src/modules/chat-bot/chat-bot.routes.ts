import {
  CHAT_BOT_AUTHORITY,
  zChatBotDocument,
  zChatBotDocumentQuery,
  zChatBotPassage,
  zChatBotReplaceQuery,
  zChatBotRequest,
  zChatBotResponse,
  zChatBotTopicParams,
  zChatBotTopicSetting,
  zChatBotTopicSettingInput,
  zChatBotUploadQuery,
  zEnvelope,
  zIdParams,
} from '@hpl/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { registerDownloadPolicy } from '../medias';
import * as service from './chat-bot.service';
import * as documents from './tai-lieu.service';

const tags = ['ChatBot'];
const chatUsers = { auth: CHAT_BOT_AUTHORITY.ask };
const admin = { auth: CHAT_BOT_AUTHORITY.manage };
/** Uploads pass the imports' gate (a few at once per account and server, rate-limited) before their indexing job. */
const upload = { ...admin, ...SPREADSHEET_IMPORT };

/** Per account: a person types at most a few questions a minute; a script asking in a loop is stopped. */
export const CHATBOT_ASKS_PER_MINUTE = 20;
const ASK_RATE_LIMIT = { ...EXPORT_RATE_LIMIT, max: CHATBOT_ASKS_PER_MINUTE };

function uploadOf(request: FastifyRequest): { buffer: Buffer; fileName: string } {
  const raw = request.body;
  const buffer = Buffer.isBuffer(raw)
    ? raw
    : Buffer.from(typeof raw === 'string' ? raw : raw == null ? '' : JSON.stringify(raw));
  const header = request.headers['x-file-name'];
  let fileName = 'tai-lieu.txt';
  try {
    fileName = decodeURIComponent((Array.isArray(header) ? header[0] : header) ?? '') || fileName;
  } catch {
    // A malformed header keeps the default name rather than failing the upload.
  }
  fileName = Array.from(fileName, (c) => (c.charCodeAt(0) < 32 || '\\/"'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 200);
  return { buffer, fileName };
}

export const chatBotRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDownloadPolicy(documents.CHATBOT_DOCUMENT_PURPOSE, { authority: CHAT_BOT_AUTHORITY.manage });
  app.jobs.define(documents.indexDocumentKind(app.config.uploadDir));
  const context = { db: app.db, jobs: app.jobs, uploadDir: app.config.uploadDir };

  // Documents arrive as the raw file body (name in X-File-Name, URL-encoded); the kind is decided from the bytes.
  // Scoped to this plugin: text/plain is read as bytes too, so a Markdown file is not decoded twice.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['text/plain', '*'],
    { parseAs: 'buffer', bodyLimit: documents.CHATBOT_DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/ChatBot/hoi',
    {
      config: { ...chatUsers, rateLimit: ASK_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Asks the chatbot (spec §3): { linhVuc, message } → { response, sources? }',
        body: zChatBotRequest,
        response: { 200: zEnvelope(zChatBotResponse) },
      },
    },
    async (request) =>
      ok(await service.ask(app.db, app.config.chatbot, callerOf(request).user, request.body, requestLang(request))),
  );

  app.get(
    '/api/ChatBot/doan/:id',
    { config: chatUsers, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zChatBotPassage) } } },
    async (request) => ok(await service.getPassage(app.db, callerOf(request).user, request.params.id)),
  );

  app.get(
    '/api/ChatBot/taiLieu/danhSachTaiLieu',
    {
      config: admin,
      schema: { tags, querystring: zChatBotDocumentQuery, response: { 200: zEnvelope(z.array(zChatBotDocument)) } },
    },
    async (request) => ok(await documents.listDocuments(app.db, request.query.linhVuc)),
  );

  app.post(
    '/api/ChatBot/taiLieu',
    {
      config: upload,
      bodyLimit: documents.CHATBOT_DOCUMENT_MAX_BYTES,
      schema: { tags, querystring: zChatBotUploadQuery, response: { 200: zEnvelope(zChatBotDocument) } },
    },
    async (request) => {
      const { linhVuc, tieuDe, ngonNgu } = request.query;
      return ok(
        await documents.addDocument(context, callerOf(request), linhVuc, { ...uploadOf(request), tieuDe, ngonNgu }),
      );
    },
  );

  app.put(
    '/api/ChatBot/taiLieu/:id/tep',
    {
      config: upload,
      bodyLimit: documents.CHATBOT_DOCUMENT_MAX_BYTES,
      schema: {
        tags,
        params: zIdParams,
        querystring: zChatBotReplaceQuery,
        response: { 200: zEnvelope(zChatBotDocument) },
      },
    },
    async (request) =>
      ok(
        await documents.replaceDocument(context, callerOf(request), request.params.id, {
          ...uploadOf(request),
          ...request.query,
        }),
      ),
  );

  app.delete(
    '/api/ChatBot/taiLieu/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await documents.deleteDocument(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/api/ChatBot/taiLieu/:id/danhSachDoan',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zChatBotPassage)) } } },
    async (request) => ok(await documents.listPassagesOf(app.db, request.params.id)),
  );

  app.get(
    '/api/ChatBot/linhVuc/caiDat',
    { config: admin, schema: { tags, response: { 200: zEnvelope(z.array(zChatBotTopicSetting)) } } },
    async () => ok(await service.listTopicSettings(app.db)),
  );

  app.put(
    '/api/ChatBot/linhVuc/:linhVuc/caiDat',
    {
      config: admin,
      schema: {
        tags,
        params: zChatBotTopicParams,
        body: zChatBotTopicSettingInput,
        response: { 200: zEnvelope(zChatBotTopicSetting) },
      },
    },
    async (request) =>
      ok(await service.setTopicSetting(app.db, callerOf(request), request.params.linhVuc, request.body)),
  );
};
