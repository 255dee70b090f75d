import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_AUTHORITY,
  zChatHistoryPage,
  zChatHistoryParams,
  zChatHistoryQuery,
  zChatSupporters,
  zChatSupportersInput,
  zChatUpload,
  zConversation,
  zEnvelope,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import { attachChatHub, type ChatHub } from './chat.hub';
import * as service from './chat.service';

const hubs = new WeakMap<object, ChatHub>();

/** The hub serving an HTTP server (tests and benchmarks reach it from the root app: `chatHubOf(app.server)`). */
export function chatHubOf(server: object): ChatHub | undefined {
  return hubs.get(server);
}

const tags = ['Chat'];
const use = { auth: CHAT_AUTHORITY.use };

// A chat attachment is read by the participants of the conversations it was sent in (and its uploader).
registerDownloadPolicy(service.CHAT_FILE_PURPOSE, {
  check: (user, file, db) => service.mayReadAttachment(db, user, file.id),
});

/** The staff chat: the Socket.IO hub, and over HTTP one conversation, its older messages, attachments, supporters. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = attachChatHub(app);
  hubs.set(app.server, hub);
  await ensureMultipart(app);

  app.get(
    '/api/Chat/hoiThoai/:conversationId',
    {
      config: use,
      schema: {
        tags,
        summary: 'One conversation of the caller',
        params: zChatHistoryParams,
        response: { 200: zEnvelope(zConversation) },
      },
    },
    async (request) => {
      return ok(
        await service.getConversation(app.db, callerOf(request).user, request.params.conversationId, hub.onlineAmong),
      );
    },
  );

  app.get(
    '/api/Chat/hoiThoai/:conversationId/tinNhan',
    {
      config: use,
      schema: {
        tags,
        summary: 'Older messages of a conversation (paged by id)',
        params: zChatHistoryParams,
        querystring: zChatHistoryQuery,
        response: { 200: zEnvelope(zChatHistoryPage) },
      },
    },
    async (request) =>
      ok(await service.listHistory(app.db, callerOf(request).user, request.params.conversationId, request.query)),
  );

  app.post(
    '/api/Chat/tepDinhKem',
    {
      config: { ...use, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Uploads a chat attachment (image or PDF, multipart)',
        response: { 200: zEnvelope(zChatUpload) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, CHAT_ATTACHMENT_MAX_BYTES);
      return ok(await service.storeAttachment(app.db, app.config.uploadDir, callerOf(request).user, upload));
    },
  );

  app.get(
    '/api/Chat/hoTro',
    { config: use, schema: { tags, summary: 'The supporters setting', response: { 200: zEnvelope(zChatSupporters) } } },
    async () => ok({ accounts: await service.listSupporterAccounts(app.db) }),
  );

  app.put(
    '/api/Chat/hoTro',
    {
      config: { auth: CHAT_AUTHORITY.manage },
      schema: {
        tags,
        summary: 'Sets which accounts support the others',
        body: zChatSupportersInput,
        response: { 200: zEnvelope(zChatSupporters) },
      },
    },
    async (request) => {
      const accounts = await service.setSupporters(app.db, request.body.accounts);
      await hub.supportersChanged();
      return ok({ accounts });
    },
  );
};
