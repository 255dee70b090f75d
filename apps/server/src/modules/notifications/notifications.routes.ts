import { zEnvelope, zIdParams, zThongBaoListQuery, zThongBaoPage } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { requestLang } from '../../lib/lang';
import * as service from './notifications.service';

const tags = ['ThongBao'];
/** Every signed-in account has its own notification list; nobody reads another's. */
const own = { auth: '*' as const };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThongBao/danhSachThongBao',
    { config: own, schema: { tags, querystring: zThongBaoListQuery, response: { 200: zEnvelope(zThongBaoPage) } } },
    async (request) =>
      ok(
        await service.listNotificationsOf(
          app.db,
          callerOf(request).user.accountId,
          request.query,
          requestLang(request),
        ),
      ),
  );

  app.put(
    '/api/ThongBao/:id/daDoc',
    { config: own, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.markNotificationRead(app.db, callerOf(request).user.accountId, request.params.id);
      return ok(null);
    },
  );

  app.put(
    '/api/ThongBao/daDocTatCa',
    { config: own, schema: { tags, response: { 200: zEnvelope(z.object({ soDaDoc: z.number().int() })) } } },
    async (request) =>
      ok({ soDaDoc: await service.markAllNotificationsRead(app.db, callerOf(request).user.accountId) }),
  );
};
