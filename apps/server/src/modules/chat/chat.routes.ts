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
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { requireUser } from '../../plugins/route-auth';
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
      return {
        succeeded: true as const,
        data: await service.getConversation(
          app.db,
          requireUser(request),
          request.params.conversationId,
          hub.onlineAmong,
        ),
      };
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
    async (request) => ({
      succeeded: true as const,
      data: await service.listHistory(app.db, requireUser(request), request.params.conversationId, request.query),
    }),
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
      return {
        succeeded: true as const,
        data: await service.storeAttachment(app.db, app.config.uploadDir, requireUser(request), upload),
      };
    },
  );

  app.get(
    '/api/Chat/hoTro',
    { config: use, schema: { tags, summary: 'The supporters setting', response: { 200: zEnvelope(zChatSupporters) } } },
    async () => ({ succeeded: true as const, data: { accounts: await service.listSupporterAccounts(app.db) } }),
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
      return { succeeded: true as const, data: { accounts } };
    },
  );
};
