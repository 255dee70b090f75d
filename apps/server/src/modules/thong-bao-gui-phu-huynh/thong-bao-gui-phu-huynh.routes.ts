import {
  thongBaoGuiPhuHuynhAuthority,
  zEnvelope,
  zIdParams,
  zPage,
  zThongBaoGuiPhuHuynh,
  zThongBaoGuiPhuHuynhInput,
  zThongBaoGuiPhuHuynhListQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import * as service from './thong-bao-gui-phu-huynh.service';

const tags = ['ThongBaoGuiPhuHuynh'];
const read = { auth: thongBaoGuiPhuHuynhAuthority.read };
const write = { auth: thongBaoGuiPhuHuynhAuthority.write };

/** `/api/ThongBaoGuiPhuHuynh`: list, read, create, edit and delete, in the spec's path style. */
export const thongBaoGuiPhuHuynhRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh',
    {
      config: read,
      schema: {
        tags,
        querystring: zThongBaoGuiPhuHuynhListQuery,
        response: { 200: zEnvelope(zPage(zThongBaoGuiPhuHuynh)) },
      },
    },
    async (request) => ({
      succeeded: true as const,
      data: await service.listThongBaoGuiPhuHuynh(app.db, callerOf(request), request.query),
    }),
  );
  app.get(
    '/api/ThongBaoGuiPhuHuynh/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThongBaoGuiPhuHuynh) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.getThongBaoGuiPhuHuynh(app.db, callerOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh',
    {
      config: write,
      schema: { tags, body: zThongBaoGuiPhuHuynhInput, response: { 200: zEnvelope(zThongBaoGuiPhuHuynh) } },
    },
    async (request) => ({
      succeeded: true as const,
      data: await service.createThongBaoGuiPhuHuynh(app.db, callerOf(request), request.body),
    }),
  );
  app.put(
    '/api/ThongBaoGuiPhuHuynh/:id',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zThongBaoGuiPhuHuynhInput,
        response: { 200: zEnvelope(zThongBaoGuiPhuHuynh) },
      },
    },
    async (request) => ({
      succeeded: true as const,
      data: await service.updateThongBaoGuiPhuHuynh(app.db, callerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/ThongBaoGuiPhuHuynh/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteThongBaoGuiPhuHuynh(app.db, callerOf(request), request.params.id);
      return { succeeded: true as const, data: null };
    },
  );
};
