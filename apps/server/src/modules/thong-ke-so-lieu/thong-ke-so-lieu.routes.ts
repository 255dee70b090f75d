import { thongKeSoLieuAuthority, zEnvelope, zThongKeSoLieu, zThongKeSoLieuQuery } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './thong-ke-so-lieu.service';

const tags = ['ThongKeSoLieu'];

/** `/api/ThongKeSoLieu/cuaToi`: the caller's own year in figures; nobody reads anyone else's. */
export const thongKeSoLieuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThongKeSoLieu/cuaToi',
    {
      config: { auth: thongKeSoLieuAuthority.read },
      schema: { tags, querystring: zThongKeSoLieuQuery, response: { 200: zEnvelope(zThongKeSoLieu) } },
    },
    async (request) => ok(await service.myYear(app.db, callerOf(request).user, request.query)),
  );
};
