import {
  thoiKhoaBieuAuthority,
  zEnvelope,
  zIdParams,
  zPage,
  zThoiKhoaBieu,
  zThoiKhoaBieuInput,
  zThoiKhoaBieuListQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import * as service from './thoi-khoa-bieu.service';

const tags = ['ThoiKhoaBieu'];
const read = { auth: thoiKhoaBieuAuthority.read };
const write = { auth: thoiKhoaBieuAuthority.write };

/** `/api/ThoiKhoaBieu`: list, read, create, edit and delete, in the spec's path style. */
export const thoiKhoaBieuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThoiKhoaBieu/danhSachThoiKhoaBieu',
    {
      config: read,
      schema: { tags, querystring: zThoiKhoaBieuListQuery, response: { 200: zEnvelope(zPage(zThoiKhoaBieu)) } },
    },
    async (request) => ({
      succeeded: true as const,
      data: await service.listThoiKhoaBieu(app.db, callerOf(request), request.query),
    }),
  );
  app.get(
    '/api/ThoiKhoaBieu/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThoiKhoaBieu) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.getThoiKhoaBieu(app.db, callerOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/ThoiKhoaBieu',
    { config: write, schema: { tags, body: zThoiKhoaBieuInput, response: { 200: zEnvelope(zThoiKhoaBieu) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.createThoiKhoaBieu(app.db, callerOf(request), request.body),
    }),
  );
  app.put(
    '/api/ThoiKhoaBieu/:id',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zThoiKhoaBieuInput, response: { 200: zEnvelope(zThoiKhoaBieu) } },
    },
    async (request) => ({
      succeeded: true as const,
      data: await service.updateThoiKhoaBieu(app.db, callerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/ThoiKhoaBieu/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteThoiKhoaBieu(app.db, callerOf(request), request.params.id);
      return { succeeded: true as const, data: null };
    },
  );
};
